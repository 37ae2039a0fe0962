// manager.md 3.4: the 11 built-in skills are registered before the walk,
// so a skill.json with one of their names is skipped.
import { fromBStr } from '../../go/bytes.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'builtin-name',
  severity: 'error',
  manifest(m, report) {
    const o = m.outcome;
    if (o.status === 'duplicate' && o.builtin) report({ name: fromBStr(o.name) }, m.where('name'));
  },
});
