// The upstream quirk in build check 6 (docs/manager.md#build-checks): "relative path starts with ..", so an entry
// under `<root>/..pack/` is rejected as escaping although it is inside the root.
import { fromBStr } from '../../../go/bytes.js';
import { escapeOf } from '../../../loader/escape.js';
import { defineRule } from '../../rule.js';

export type Args = { resolved: string; root: string; rel: string };

export default defineRule<'dotdot-prefixed-path', Args>({
  id: 'dotdot-prefixed-path',
  severity: 'error',
  manifest(m, report) {
    const escape = escapeOf(m.outcome, m.manifest);
    if (escape?.quirkRel === undefined) return;
    report({ resolved: fromBStr(escape.resolved), root: fromBStr(escape.root), rel: fromBStr(escape.quirkRel) }, m.where('entry'));
  },
  help: "an entry under a folder whose name starts with '..' trips the manager's escape test: rejected",
  message(a) {
    return `entry resolves to ${a.resolved}, inside the root, but its path from the root (${a.rel}) starts with "..", and the manager's test (the relative path starts with "..") rejects it as escaping the root; rename the folder so it does not start with ".."`;
  },
});
