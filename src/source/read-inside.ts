// Reads of files a scanned tree names, kept inside a root: resolved, refused outside it, opened following no link and
// without blocking, read only if it is the file checked (docs/security.md#reads-stay-inside-the-tree-mcp-and-packs).
import path from 'node:path';
import { closeSync, constants, fstatSync, lstatSync, openSync, readlinkSync, realpathSync } from 'node:fs';
import { type BStr, fsPath } from '../go/bytes.js';
import { pathError } from '../go/errno.js';
import { type ReadOptions, type ReadOutcome, readOpen, readOverlay } from '../go/readfile.js';

/** The file resolves outside the root: nothing of it was read. */
export interface Escape {
  kind: 'escapes';
  /** Where the path leads, links followed (or the file the descriptor turned out to be). */
  target: BStr;
  root: BStr;
}

export type InsideOutcome = ReadOutcome | Escape;

const OPEN_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

function real(p: BStr): BStr {
  try {
    return realpathSync.native(fsPath(p), { encoding: 'latin1' });
  } catch (e) {
    throw pathError('open', p, e);
  }
}

/** Whether `inner` is `outer` or below it, on a segment boundary (both resolved, absolute). */
export function within(outer: BStr, inner: BStr): boolean {
  if (outer === '/') return inner.startsWith('/');
  return inner === outer || inner.startsWith(outer + '/');
}

/** Where `file` leads, links followed, when inside `root`; an Escape when not. Throws GoError ("open PATH: ...")
 * when it does not resolve. */
export function resolveInside(root: BStr, file: BStr): { kind: 'inside'; path: BStr; root: BStr } | Escape {
  const realRoot = real(root);
  // Out by its very name (`../x`, an absolute path): refused before the file system is asked, so
  // whether such a file exists is not told either.
  const named = path.posix.resolve(root, file);
  if (!within(path.posix.resolve(root), named)) return { kind: 'escapes', target: named, root: realRoot };
  const target = real(file);
  return within(realRoot, target) ? { kind: 'inside', path: target, root: realRoot } : { kind: 'escapes', target, root: realRoot };
}

/** `file`'s bytes under `opts` (go/readfile.ts) when it resolves inside `root`; failures throw GoError as readCapped's do. */
export function readInside(root: BStr, file: BStr, opts: ReadOptions): InsideOutcome {
  const where = resolveInside(root, file);
  if (where.kind === 'escapes') return where;
  // A file the editor holds open: its buffer, once the path proved to stay inside.
  const open = readOverlay(file, opts);
  if (open !== undefined) return open;
  let checked;
  try {
    checked = lstatSync(fsPath(where.path));
  } catch (e) {
    throw pathError('open', file, e);
  }
  let fd: number;
  try {
    fd = openSync(fsPath(where.path), OPEN_FLAGS);
  } catch (e) {
    // ELOOP: the last name became a link since it was resolved.
    throw pathError('open', file, e);
  }
  try {
    const st = fstatSync(fd);
    // A folder on the way was swapped between the check and the open: not the file checked.
    if (st.dev !== checked.dev || st.ino !== checked.ino) return { kind: 'escapes', target: where.path, root: where.root };
    const opened = openedPath(fd);
    if (opened !== undefined && !within(where.root, opened)) return { kind: 'escapes', target: opened, root: where.root };
    return readOpen(fd, file, { ...opts, listedRegular: false });
  } finally {
    closeSync(fd);
  }
}

/** Where the kernel says an open descriptor's file is (Linux's /proc), or undefined where it cannot say. */
function openedPath(fd: number): BStr | undefined {
  try {
    return readlinkSync(`/proc/self/fd/${fd}`, { encoding: 'latin1' });
  } catch {
    return undefined;
  }
}

/** The one-line reason for an escape: "leads to T, outside R". */
export function escapeText(e: Escape): string {
  return `leads to ${e.target}, outside ${e.root}`;
}
