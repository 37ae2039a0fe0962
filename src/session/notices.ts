// What the manager would do silently that an operator should hear about
// (cli.md "scan"): data only; src/commands/load-messages.ts words it.
import { readlinkSync } from 'node:fs';
import path from 'node:path';
import { AGENT_TOOL_NAMES } from '../loader/builtins.js';
import { type BStr, fromBStr, fsPath } from '../go/bytes.js';
import type { LoadResult } from '../loader/loader.js';
import type { RootNotice } from './roots.js';

export type Notice =
  | RootNotice
  | { kind: 'relative-root'; given: string; absolute: string }
  | { kind: 'symlink-root'; root: string; hasSkillJson: boolean }
  | { kind: 'builtin-name'; name: string; path: string }
  | { kind: 'agent-tool-name'; name: string; path: string }
  | { kind: 'blocked-fifo'; path: string };

function isLinkedDir(root: BStr): boolean {
  try {
    readlinkSync(fsPath(root));
    return true;
  } catch {
    return false;
  }
}

export function loaderNotices(result: LoadResult, cwd: string): Notice[] {
  const out: Notice[] = [];
  for (const root of result.roots) {
    const p = fromBStr(root.path);
    if (root.status === 'relative') out.push({ kind: 'relative-root', given: p, absolute: path.resolve(cwd, p) });
    if (root.status === 'symlink' && isLinkedDir(root.path)) {
      out.push({ kind: 'symlink-root', root: p, hasSkillJson: path.basename(p) === 'skill.json' });
    }
  }
  for (const m of result.manifests) {
    if (m.status === 'duplicate' && m.builtin) out.push({ kind: 'builtin-name', name: fromBStr(m.name), path: fromBStr(m.path) });
    if (m.status === 'blocked') out.push({ kind: 'blocked-fifo', path: fromBStr(m.path) });
    if (m.status === 'registered' && AGENT_TOOL_NAMES.includes(m.skill.name)) {
      out.push({ kind: 'agent-tool-name', name: fromBStr(m.skill.name), path: fromBStr(m.path) });
    }
  }
  return out;
}
