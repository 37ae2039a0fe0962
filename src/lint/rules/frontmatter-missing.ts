// ecosystem.md 1: without a first non-blank line that is exactly `---`
// there is no frontmatter (a BOM in front counts as none), so the manager
// stops at the first required field. Claude Code alone reads a SKILL.md
// without one (every field optional), so a skill is only held to it by
// the profiles that require a name.
import { missingFieldText } from '../../native/md-doc.js';
import { PROFILES } from '../../native/profiles.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'frontmatter-missing',
  severity: 'error',
  markdown(m, report) {
    if (m.doc.split.kind !== 'none') return;
    const profiles = m.kind === 'persona' ? [] : [...m.profiles].filter((p) => (PROFILES[p].requires as readonly string[]).includes('name'));
    if (m.kind === 'skill' && profiles.length === 0) return;
    report({ bom: m.doc.bom, kind: m.kind, profiles, manager: missingFieldText(m.doc.path, 'name') }, { at: { line: 1, column: 1 } });
  },
});
