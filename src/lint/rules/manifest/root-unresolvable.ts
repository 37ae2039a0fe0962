// Build check 5, second half (docs/manager.md#build-checks): the walked root itself does
// not resolve, so no skill under it can be placed inside it.
import { fromBStr } from '../../../go/bytes.js';
import { defineRule } from '../../rule.js';

export type Args = { message: string };

export default defineRule<'root-unresolvable', Args>({
  id: 'root-unresolvable',
  severity: 'error',
  manifest(m, report) {
    const o = m.outcome;
    if (o.status === 'build-error' && o.check === 'root-symlinks') report({ message: fromBStr(o.message) }, m.where('entry'));
  },
  help: 'the allowlist root does not resolve: every skill under it rejected',
  message(a) {
    return `the allowlist root does not resolve (${a.message}); the manager rejects every skill under it`;
  },
});
