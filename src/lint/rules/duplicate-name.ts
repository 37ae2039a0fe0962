// manager.md 3.4: a name registered earlier in this walk or an earlier
// root wins; this manifest is skipped.
import { fromBStr } from '../../go/bytes.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'duplicate-name',
  severity: 'error',
  manifest(m, report) {
    const o = m.outcome;
    if (o.status !== 'duplicate' || o.builtin) return;
    const first = m.load.skills.find((s) => s.name === o.name);
    report({ name: fromBStr(o.name), first: first ? fromBStr(first.manifestPath) : '' }, m.where('name'));
  },
});
