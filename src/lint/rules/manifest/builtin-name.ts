// docs/manager.md#one-manifest-one-log-line: the 11 built-in skills are registered before the walk,
// so a skill.json with one of their names is skipped.
import { fromBStr } from '../../../go/bytes.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { name: string };

export default defineRule<'builtin-name', Args>({
  id: 'builtin-name',
  tier: 'load',
  severity: 'error',
  loaded(m, report) {
    const o = m.outcome;
    if (o.status === 'duplicate' && o.builtin) report({ name: fromBStr(o.name) }, m.where('name'));
  },
  help: 'the name of a manager built-in skill: skipped',
  message(a) {
    return `${q(a.name)} is the name of a manager built-in skill, so the manager skips this one as already registered; rename it (or pass --no-builtins when testing outside a manager)`;
  },
});
