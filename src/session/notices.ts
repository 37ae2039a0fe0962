// What the manager would do silently that an operator should hear and no rule says (docs/commands/scan.md).
import path from 'node:path';
import { fromBStr } from '../go/bytes.js';
import type { LoadResult } from '../loader/loader.js';
import type { RootNotice } from './roots.js';

export type Notice = RootNotice | { kind: 'relative-root'; given: string; absolute: string };

export function loaderNotices(result: LoadResult, cwd: string): Notice[] {
  const out: Notice[] = [];
  for (const root of result.roots) {
    const p = fromBStr(root.path);
    if (root.status === 'relative') out.push({ kind: 'relative-root', given: p, absolute: path.resolve(cwd, p) });
  }
  return out;
}
