// The child's whole environment (manager.md 6, buildSubprocessEnv): each
// env_allow name, TrimSpace'd, blanks skipped, forwarded only when set in
// ours; nothing else, not even PATH. An empty list is an empty environment.
import { type BStr, fromBStr, goTrimSpace, toBStr } from '../go/bytes.js';

export function childEnv(envAllow: readonly BStr[], env: NodeJS.ProcessEnv): Record<string, string> {
  // Go splits each environ entry at its first "=" and looks names up in that
  // table, so a name containing "=" never matches (glibc's getenv would).
  const present = new Set(Object.keys(env));
  const out: Record<string, string> = {};
  for (const raw of envAllow) {
    const name = fromBStr(goTrimSpace(raw));
    if (name === '' || name.includes('=') || toBStr(name) !== goTrimSpace(raw) || !present.has(name)) continue;
    const value = env[name];
    if (value === undefined) continue;
    // os/exec's dedupEnv keeps a repeated name once, at its last place.
    delete out[name];
    out[name] = value;
  }
  return out;
}
