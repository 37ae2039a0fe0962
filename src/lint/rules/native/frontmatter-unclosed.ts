// docs/ecosystems.md#frontmatter: an opening `---` with no closing `---` (`...` does not close) fails the document
// with the manager's text; other readers find no frontmatter, said by the file's own ecosystem.
import type { Profile } from '../../../ecosystems/profiles.js';
import { defineRule } from '../../rule.js';

export type Args = { manager: string; profiles?: Profile[]; near?: { line: number; text: string } };

/** The first line after the opening one that looks meant to close it: `...`, or `---` with spaces around. */
function nearMiss(text: string): { line: number; text: string } | undefined {
  const lines = text.split('\n', 400);
  for (let i = 1; i < lines.length; i++) {
    const t = lines[i].trim();
    if ((t === '---' || t === '...') && lines[i] !== '---') return { line: i + 1, text: lines[i].trimEnd() };
  }
  return undefined;
}

/** What each ecosystem's reader does with a frontmatter that never closes. */
const EFFECT: Record<Profile, string> = {
  ongrid: 'the manager refuses the file',
  agentskills: 'spec validators (skills-ref) refuse the file',
  'claude-code': 'Claude Code reads no fields from it',
  openclaw: 'OpenClaw reads no frontmatter from it, so the skill has no description',
  copilot: 'GitHub Copilot reads no fields from it',
};

export default defineRule<'frontmatter-unclosed', Args>({
  id: 'frontmatter-unclosed',
  severity: 'error',
  markdown(m, report) {
    const split = m.doc.split;
    if (split.kind === 'error' && split.reason === 'unclosed') report({ manager: split.message, profiles: [...m.profiles], near: nearMiss(m.doc.text) }, { at: { line: split.line, column: 1 } });
  },
  help: 'frontmatter opened with --- and never closed: the file is refused',
  message(a) {
    const profiles = a.profiles && a.profiles.length > 0 ? a.profiles : ['ongrid' as const];
    const effect = profiles.includes('ongrid') ? `${EFFECT.ongrid} (${a.manager})` : profiles.map((p) => EFFECT[p]).join('; ');
    const near = a.near ? ` (line ${a.near.line}, ${JSON.stringify(a.near.text)}, does not close it: only a line of exactly --- does)` : '';
    return `the frontmatter opens with --- but no later line is exactly ---${near}; ${effect}; add the closing --- line`;
  },
});
