// One file's checks could not finish (a schema or frontmatter deeper than the readers follow, or a bug); reported on
// that file only, by the engine or the markdown hook, so the other files' report stands.
import { defineRule } from '../../rule.js';

export type Args = { reason: string; bug: boolean };

export default defineRule<'check-failed', Args>({
  id: 'check-failed',
  severity: 'error',
  markdown(m, report) {
    const at = m.doc.front?.tooDeep;
    // Frontmatter yaml.v3 fails to decode is refused by the manager and reported (frontmatter-type, frontmatter-yaml):
    // "the manager loads it" would be false.
    if (!at || !m.decodes) return;
    const reason = 'its frontmatter nests deeper here than the YAML reader of ongrid-skills can follow (yaml.v3, the manager\'s, takes 10,000 levels), so the fields below this point were not checked';
    report({ reason, bug: false }, { at });
  },
  help: 'the checks of this file could not finish (a schema or frontmatter too deep to check, or a bug in ongrid-skills): the other files are still checked',
  message(a) {
    if (a.bug) return `could not check this file: ${a.reason}; this is a bug in ongrid-skills, please report it with the command you ran`;
    return `could not check this file: ${a.reason}; the manager loads it, but nothing here vouches for it`;
  },
});
