// The environment as Go's syscall package holds it: raw "NAME=VALUE" byte strings looked up by the text before the
// first "=", the first of a repeated name winning (syscall.copyenv), so a name like "10" or non-UTF-8 is there as it came.
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
