// docs/manager.md#running-a-skill: the timeout is `time.Duration(timeout_seconds) * time.Second` in int64 nanoseconds,
// which wraps past about 292 years; a result of 0 or less falls back to the 30 s default.
import { DEFAULT_TIMEOUT_SECONDS } from '../../../loader/build.js';
import { goDuration } from '../../../go/goquote.js';
import { defineRule } from '../../rule.js';

const SECOND = 1_000_000_000n;

export type Args = { seconds: string; effective: string };

export default defineRule<'timeout-overflow', Args>({
  id: 'timeout-overflow',
  severity: 'warning',
  manifest(m, report) {
    const b = m.built;
    if (!b || b.timeoutSeconds <= 0n) return;
    const exact = b.timeoutSeconds * SECOND;
    const wrapped = BigInt.asIntN(64, exact);
    if (wrapped === exact) return;
    const effective = goDuration(wrapped > 0n ? wrapped : DEFAULT_TIMEOUT_SECONDS * SECOND);
    report({ seconds: b.timeoutSeconds.toString(), effective }, m.where('timeout_seconds'));
  },
  help: "timeout_seconds that overflows Go's nanoseconds: the timeout becomes something else",
  message(a) {
    return `timeout_seconds ${a.seconds} overflows Go's int64 nanoseconds, so the manager's timeout becomes ${a.effective}; use a realistic number of seconds`;
  },
});
