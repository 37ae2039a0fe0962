// An invisible character in a SKILL.md, agent or command file: text the model reads and a reviewer cannot see;
// Unicode tag characters can spell whole hidden instructions.
import { firstHidden } from '../../../ecosystems/hidden-chars.js';
import { defineRule } from '../../rule.js';

export type Args = { codePoint: string; count: number };

export default defineRule<'body-invisible-char', Args>({
  id: 'body-invisible-char',
  severity: 'warning',
  markdown(m, report) {
    const first = firstHidden(m.doc.text, false);
    if (first) report({ codePoint: first.codePoint, count: first.count }, { at: first.at });
  },
  help: 'an invisible character (U+200B-U+200F, U+2060-U+2064, U+FEFF past the start, tag characters U+E0000-U+E007F) in a skill, agent or command file: the model reads what a reviewer cannot see',
  why: 'Zero-width and tag characters are read by the model but shown as nothing; tag characters can carry a whole hidden instruction.',
  howto: 'Delete the character (most editors show them with "render whitespace" or a hex view).',
  example: 'description: "Formats dates\u200B"',
  message(a) {
    const more = a.count > 1 ? ` (and ${a.count - 1} more in this file)` : '';
    return `invisible character ${a.codePoint}${more}: the model reads it, a reviewer cannot see it; delete it`;
  },
});
