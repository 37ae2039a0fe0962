// The manager cannot read the file (docs/manager.md#one-manifest-one-log-line): a dangling link, a
// link to a folder, no permission. Logged as `parse PATH: read: ...`.
import { fromBStr } from '../../../go/bytes.js';
import { defineRule } from '../../rule.js';

export type Args = { message: string };

export default defineRule<'manifest-unreadable', Args>({
  id: 'manifest-unreadable',
  severity: 'error',
  manifest(m, report) {
    if (m.outcome.status === 'read-error') report({ message: fromBStr(m.outcome.message) });
  },
  help: 'skill.json cannot be read (dangling link, link to a folder, permissions): the manager skips it',
  message(a) {
    return `the manager cannot read this manifest (${a.message}) and skips it; make skill.json a regular, readable file`;
  },
});
