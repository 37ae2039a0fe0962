// The manager cannot read the file (manager.md 3.1): a dangling link, a
// link to a folder, no permission. Logged as `parse PATH: read: ...`.
import { fromBStr } from '../../go/bytes.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'manifest-unreadable',
  severity: 'error',
  manifest(m, report) {
    if (m.outcome.status === 'read-error') report({ message: fromBStr(m.outcome.message) });
  },
});
