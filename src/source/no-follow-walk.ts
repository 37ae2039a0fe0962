// Open a file by a resolved path following no link on it: folders are opened from `/` one at a time through the one
// held before, so one swapped for a link fails (docs/security.md, "--fix and run: what is changed is what was checked").
// Linux with /proc only; elsewhere canHoldFolders says no.
import { closeSync, constants, openSync, statSync } from 'node:fs';

/** Linux's O_PATH: a folder held for lookups only (no read permission needed, nothing read). */
const O_PATH = 0o10000000;
const DIR_FLAGS = constants.O_DIRECTORY | constants.O_NOFOLLOW | (process.platform === 'linux' ? O_PATH : constants.O_RDONLY);
/** The file itself: never a link, never a blocking open (a FIFO), never a controlling terminal. */
export const FILE_FLAGS = constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY;

let procFd: boolean | undefined;
/** Whether `/proc/self/fd/N/name` reaches into a held folder here. */
export function canHoldFolders(): boolean {
  if (procFd === undefined) {
    try {
      procFd = process.platform === 'linux' && statSync('/proc/self/fd').isDirectory();
    } catch {
      procFd = false;
    }
  }
  return procFd;
}

export interface HeldFolder {
  /** The folder's descriptor, or -1 where folders cannot be held (then `dir` is its path). */
  dirFd: number;
  dir: string;
  name: string;
}

/** The folder holding absolute, link-free `file`, reached following no link; undefined for a relative path or
 * `.`/`..`. Throws a failed open's errno. */
export function holdFolderOf(file: string): HeldFolder | undefined {
  const parts = file.split('/').filter((p) => p !== '');
  const name = parts.pop();
  if (!file.startsWith('/') || name === undefined || parts.some((p) => p === '.' || p === '..')) return undefined;
  if (!canHoldFolders()) return { dirFd: -1, dir: parts.length === 0 ? '' : '/' + parts.join('/'), name };
  let dirFd = openSync('/', DIR_FLAGS);
  try {
    for (const part of parts) {
      const next = openSync(`/proc/self/fd/${dirFd}/${part}`, DIR_FLAGS);
      closeSync(dirFd);
      dirFd = next;
    }
  } catch (e) {
    closeSync(dirFd);
    throw e;
  }
  return { dirFd, dir: `/proc/self/fd/${dirFd}`, name };
}

export function releaseFolder(h: HeldFolder): void {
  if (h.dirFd >= 0) closeSync(h.dirFd);
}
