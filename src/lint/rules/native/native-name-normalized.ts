// ecosystem.md 1: a name outside ^[a-z0-9][a-z0-9_]*$ is not refused but
// registered under a normalised name, with the manager's `name_normalized`
// warning. Kebab-case, which the Agent Skills spec and Claude Code want,
// is exactly what gets rewritten: the message says so when those profiles
// are asked for too. Info: the skill registers (under the normalised name)
// and every call works; renaming a kebab-case name would break it for the
// Agent Skills spec and Claude Code, which require kebab-case.
// A dashed lower-case name (kebab-case) is reported only when agentskills
// or claude-code is asked for too, where the message names the one form
// that satisfies both (issue 10, item 7): by default it fired on every
// Agent Skills / Claude Code skill, whose authors must keep kebab-case, and
// the rewrite is only `-` to `_`. Upper case, spaces, dots are reported.
import { topString } from '../../../native/md-doc.js';
import { DASHED_NAME, SNAKE_NAME, normalizeName } from '../../../native/native-skill.js';
import { q } from '../../../words.js';
import { profileList } from '../../../native/profiles.js';
import { defineRule } from '../../rule.js';
import type { Profile } from '../../../native/profiles.js';

export type Args = { name: string; normalized: string; kebab: Profile[] };

export default defineRule<'native-name-normalized', Args>({
  id: 'native-name-normalized',
  tier: 'load',
  severity: 'info',
  profile: 'ongrid',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.decodes) return;
    const name = topString(m.doc, 'name');
    if (name === undefined || name.trim() === '' || SNAKE_NAME.test(name)) return;
    const kebab = [...m.profiles].filter((p) => p === 'agentskills' || p === 'claude-code');
    if (kebab.length === 0 && DASHED_NAME.test(name)) return;
    report({ name, normalized: normalizeName(name), kebab }, m.where('/name'));
  },
  help: 'a name that is not snake_case: registered under a normalised name (info: it works; a kebab-case name only when agentskills or claude-code is asked for too, as those require it)',
  message(a) {
    const base = `name ${q(a.name)} is not snake_case; normalized to ${q(a.normalized)} (the manager's name_normalized warning: the skill registers as ${q(a.normalized)})`;
    if (a.kebab.length === 0) return `${base}; write the name in lower_snake case`;
    return `${base}; ${profileList(a.kebab)} want${a.kebab.length === 1 ? 's' : ''} kebab-case, the manager snake_case: only a name of [a-z0-9] alone (e.g. ${q(a.normalized.replaceAll('_', ''))}) satisfies both`;
  },
});
