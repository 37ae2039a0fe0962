// The environment as Go's syscall package holds it (docs/internals.md#go-emulation): raw NAME=VALUE byte strings.
import type { BStr } from './bytes.js';

export type GoEnv = ReadonlyMap<BStr, BStr>;

export function goEnvTable(entries: Iterable<BStr>): GoEnv {
  const table = new Map<BStr, BStr>();
  for (const kv of entries) {
    const eq = kv.indexOf('=');
    if (eq < 0) continue;
    const name = kv.slice(0, eq);
    if (!table.has(name)) table.set(name, kv.slice(eq + 1));
  }
  return table;
}
