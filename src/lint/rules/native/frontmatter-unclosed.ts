// docs/ecosystems.md#frontmatter: an opening `---` with no closing `---` line (`...` does
// not close it) fails the whole document with the manager's text. Other
// readers find no frontmatter in it: said by the file's own ecosystem.
import type { Profile } from '../../../ecosystems/profiles.js';
import { defineRule } from '../../rule.js';

export type Args = { manager: string; profiles?: Profile[] };

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
    if (split.kind === 'error' && split.reason === 'unclosed') report({ manager: split.message, profiles: [...m.profiles] }, { at: { line: split.line, column: 1 } });
  },
  help: 'frontmatter opened with --- and never closed: the file is refused',
  message(a) {
    const profiles = a.profiles && a.profiles.length > 0 ? a.profiles : ['ongrid' as const];
    const effect = profiles.includes('ongrid') ? `${EFFECT.ongrid} (${a.manager})` : profiles.map((p) => EFFECT[p]).join('; ');
    return `the frontmatter opens with --- but no later line is exactly --- ("..." does not close it); ${effect}; add the closing --- line`;
  },
});
