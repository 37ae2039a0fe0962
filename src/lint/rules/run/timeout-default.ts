// docs/manager.md#build-checks: no timeout_seconds, or 0 or less, means 30 s; for a
// safe skill the agent still stops waiting after 15 s.
import { fromBStr } from '../../../go/bytes.js';
import { defineRule } from '../../rule.js';

export type Args = { given?: string };

export default defineRule<'timeout-default', Args>({
  id: 'timeout-default',
  severity: 'info',
  manifest(m, report) {
    const b = m.built;
    if (!b || b.timeoutSeconds > 0n) return;
    const f = m.field('timeout_seconds');
    const given = f && f.winner.value.kind === 'number' ? fromBStr(f.winner.value.raw) : undefined;
    report({ given }, m.where('timeout_seconds'));
  },
  help: 'no timeout_seconds (or 0): the manager uses 30 s',
  message(a) {
    return `${a.given === undefined ? 'no timeout_seconds' : `timeout_seconds ${a.given} means the default`}: the manager uses 30 s, and agent calls are cut at 15 s; set the time the skill needs`;
  },
});
