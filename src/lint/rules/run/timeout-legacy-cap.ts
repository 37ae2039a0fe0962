// docs/manager.md#what-the-model-sees: the legacy chat kernel cuts every tool call at 15 s, so a safe skill given more
// gets it only over REST (the agent's error still says `timed out after <manifest timeout>`).
import { LEGACY_CAP_SECONDS } from '../../../views/agent-tool.js';
import { defineRule } from '../../rule.js';

export type Args = { seconds: string };

export default defineRule<'timeout-legacy-cap', Args>({
  id: 'timeout-legacy-cap',
  severity: 'warning',
  manifest(m, report) {
    const b = m.built;
    if (!b || b.class !== 'safe' || b.timeoutSeconds <= LEGACY_CAP_SECONDS) return;
    const nanos = b.timeoutSeconds * 1_000_000_000n;
    if (BigInt.asIntN(64, nanos) !== nanos) return; // wrapped around: timeout-overflow says what it becomes
    report({ seconds: b.timeoutSeconds.toString() }, m.where('timeout_seconds'));
  },
  why: 'The legacy chat kernel cuts every agent tool call at 15 s, whatever `timeout_seconds` says; the REST API honours the manifest.',
  howto: 'Make the skill finish within 15 s when the agent calls it, or lower `timeout_seconds` to 15.',
  example: '{"name": "x", "description": "d", "entry": "run.sh", "timeout_seconds": 120}',
  help: 'a safe skill with more than 15 s: the legacy kernel cuts agent calls at 15 s',
  message(a) {
    return `timeout_seconds ${a.seconds}: the legacy chat kernel cuts every agent call at 15 s (REST runs get the full time); keep agent-facing work under 15 s`;
  },
});
