// The upstream quirk in build check 6 (manager.md 5.6): the test is
// "relative path starts with ..", so an entry under `<root>/..pack/` is
// rejected as escaping although it is inside the root.
import { fromBStr } from '../../go/bytes.js';
import { escapeOf } from '../../loader/escape.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'dotdot-prefixed-path',
  severity: 'error',
  manifest(m, report) {
    const escape = escapeOf(m.outcome, m.manifest);
    if (escape?.quirkRel === undefined) return;
    report({ resolved: fromBStr(escape.resolved), root: fromBStr(escape.root), rel: fromBStr(escape.quirkRel) }, m.where('entry'));
  },
});
