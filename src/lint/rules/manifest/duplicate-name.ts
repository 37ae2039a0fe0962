// manager.md 3.4: a name registered earlier in this walk or an earlier
// root wins; this manifest is skipped.
import { fromBStr } from '../../../go/bytes.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export default defineRule({
  id: 'duplicate-name',
  severity: 'error',
  manifest(m, report) {
    const o = m.outcome;
    if (o.status !== 'duplicate' || o.builtin) return;
    const first = m.load.skills.find((s) => s.name === o.name);
    report({ name: fromBStr(o.name), first: first ? fromBStr(first.manifestPath) : '' }, m.where('name'));
  },
  help: 'a name registered earlier in the walk: skipped',
  message(a) {
    return `a skill named ${q(a.name)} is already registered from ${a.first}; the manager skips this one; give it another name`;
  },
});
