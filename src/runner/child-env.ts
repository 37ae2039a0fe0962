// The child's whole environment (docs/manager.md#running-a-skill): each env_allow name, trimmed, forwarded only
// when set in ours, as our environment's raw bytes in env_allow's order.
import { type BStr, goTrimSpace } from '../go/bytes.js';
import type { GoEnv } from '../go/environ.js';

/** NAME, VALUE byte strings in the order the child's environ lists them. */
export type ChildEnv = ReadonlyArray<readonly [BStr, BStr]>;

export function childEnv(envAllow: readonly BStr[], env: GoEnv): ChildEnv {
  // Go splits each environ entry at its first "=" and looks names up in that
  // table, so a name containing "=" never matches (glibc's getenv would).
  const out = new Map<BStr, BStr>();
  for (const raw of envAllow) {
    const name = goTrimSpace(raw);
    if (name === '' || name.includes('=')) continue;
    const value = env.get(name);
    if (value === undefined) continue;
    // os/exec's dedupEnv keeps a repeated name once, at its last place.
    out.delete(name);
    out.set(name, value);
  }
  return [...out];
}
