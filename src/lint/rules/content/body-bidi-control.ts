// A bidi embedding, override or isolate: the text a reviewer sees differs from what the model reads (Trojan Source).
// Error: no honest instruction needs one, and every ecosystem hands the text to the model.
import { firstHidden } from '../../../ecosystems/hidden-chars.js';
import { defineRule } from '../../rule.js';

export type Args = { codePoint: string; count: number };

export default defineRule<'body-bidi-control', Args>({
  id: 'body-bidi-control',
  severity: 'error',
  markdown(m, report) {
    const first = firstHidden(m.doc.text, true);
    if (first) report({ codePoint: first.codePoint, count: first.count }, { at: first.at });
  },
  help: 'a bidirectional override, embedding or isolate (U+202A-U+202E, U+2066-U+2069) in a skill, agent or command file: the reviewer sees other text than the model reads (Trojan Source, CVE-2021-42574)',
  why: 'Bidirectional controls reorder how text is displayed, so a reviewed instruction can read differently to the model than on screen (https://trojansource.codes, CVE-2021-42574).',
  howto: 'Delete the character; if right-to-left text is meant, write it without explicit controls.',
  example: 'description: "Safe helper\u202E (hidden reversed text)"',
  message(a) {
    const more = a.count > 1 ? ` (and ${a.count - 1} more in this file)` : '';
    return `hidden bidirectional control ${a.codePoint}${more}: what a reviewer sees differs from what the model reads (Trojan Source, CVE-2021-42574); delete it`;
  },
});
