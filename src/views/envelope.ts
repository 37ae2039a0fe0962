// What REST and agent callers get back (docs/manager.md#rest-api, #what-the-model-sees); the direct path returns stdout
// as is. Both go through json.Marshal: compacted, HTML-escaped, no trailing newline.
import type { BStr } from '../go/bytes.js';
import { goCompact } from '../go/gocompact.js';
import { goString } from '../go/goencode.js';

export type EnvelopeKind = 'rest' | 'llm';

export type SkillResult = { ok: true; stdout: Buffer } | { ok: false; error: BStr };

/** The legacy agent kernel's per-call cap, whatever timeout_seconds says (docs/manager.md#what-the-model-sees). */
export const AGENT_CALL_CAP_MS = 15_000;

export function envelope(kind: EnvelopeKind, r: SkillResult): Buffer {
  const ascii = (s: string): Buffer => Buffer.from(s, 'latin1');
  if (kind === 'rest') {
    return r.ok
      ? Buffer.concat([ascii('{"result":'), goCompact(r.stdout), ascii('}')])
      : ascii(`{"error":${goString(r.error)}}`);
  }
  return r.ok
    ? Buffer.concat([ascii('{"error":"","result":'), goCompact(r.stdout), ascii('}')])
    : ascii(`{"error":${goString(r.error)},"result":null}`);
}
