// Change the file a check saw, and no other (docs/security.md "--fix and run: what is changed is what was checked"):
// the path walked without following links, the st_dev:st_ino compared, and mode and bytes changed through descriptors
// only (fchmod, a temp file renamed inside the held folder).
import { closeSync, constants, fchmodSync, fchownSync, fstatSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import type { BigIntStats } from 'node:fs';
import { codeOf, errnoText } from '../go/errno.js';
import { nodeCrypto } from '../platform/node-builtin.js';
import { FILE_FLAGS, type HeldFolder, canHoldFolders, holdFolderOf, releaseFolder } from '../source/no-follow-walk.js';
import { readAllCapped } from '../platform/read-all.js';
import type { Checked } from '../lint/fix/fix.js';
import { AtomicWriteError } from './atomic-write.js';

export const CHANGED_SINCE_CHECK = 'it changed since it was checked; run --fix again';

interface Held extends HeldFolder {
  fd: number;
  st: BigIntStats;
}

function fail(file: string, reason: string): AtomicWriteError {
  return new AtomicWriteError(file, reason);
}

/** Open absolute `file`'s folder chain following no link, then the file (a checked folder read-only, as fchmod refuses
 * O_PATH), and check it is the one checked. */
function openChecked(file: string, checked: Checked): Held {
  let folder: HeldFolder | undefined;
  try {
    folder = holdFolderOf(file);
    if (folder === undefined) throw fail(file, 'not a resolved path; not changed');
    const fd = openSync(`${folder.dir}/${folder.name}`, checked.directory ? FILE_FLAGS | constants.O_DIRECTORY : FILE_FLAGS);
    const st = fstatSync(fd, { bigint: true });
    if (!(checked.directory ? st.isDirectory() : st.isFile()) || `${st.dev}:${st.ino}` !== checked.id) {
      closeSync(fd);
      throw fail(file, CHANGED_SINCE_CHECK);
    }
    return { ...folder, fd, st };
  } catch (e) {
    if (folder) releaseFolder(folder);
    if (e instanceof AtomicWriteError) throw e;
    const code = codeOf(e);
    // ELOOP/ENOTDIR: a name on the way is a link now (or no folder): what was checked is not there.
    if (code === 'ELOOP' || code === 'ENOTDIR' || code === 'ENOENT') throw fail(file, CHANGED_SINCE_CHECK);
    throw fail(file, errnoText(code));
  }
}

function release(h: Held): void {
  closeSync(h.fd);
  releaseFolder(h);
}

/** Set the checked file's (or folder's) mode, only if it is still `from` (the mode the new one was computed from). */
export function chmodChecked(file: string, checked: Checked, from: number, to: number): void {
  const h = openChecked(file, checked);
  try {
    if (Number(h.st.mode & 0o7777n) !== from) throw fail(file, CHANGED_SINCE_CHECK);
    fchmodSync(h.fd, to);
  } finally {
    release(h);
  }
}

/** The checked file's bytes (latin1), read through the walk; an error line when it is not the checked file. */
export function readChecked(file: string, checked: Checked, cap: number): string | { error: string } {
  let h: Held;
  try {
    h = openChecked(file, checked);
  } catch (e) {
    return { error: (e as Error).message };
  }
  try {
    const got = readAllCapped(h.fd, cap);
    return got === undefined ? { error: `cannot read ${file}: larger than ${cap} bytes` } : got.toString('latin1');
  } catch (e) {
    return { error: `cannot read ${file}: ${errnoText(codeOf(e))}` };
  } finally {
    release(h);
  }
}

export interface CheckedWrite {
  before: string;
  after: Buffer;
  cap: number;
  beforeSwap?: () => void;
}

/** Replace the checked file's bytes keeping owner, group and mode (fchown before fchmod, as chown clears set-id bits),
 * renaming only while the name holds the checked bytes, so a concurrent --fix is not overwritten. */
export function rewriteChecked(file: string, checked: Checked, w: CheckedWrite): void {
  // Without a held folder the temp file and the rename would go by path, through whatever folder is there then.
  if (!canHoldFolders()) throw fail(file, 'this system has no /proc/self/fd to reach its folder without following links; not changed (make the change by hand)');
  const h = openChecked(file, checked);
  const temp = `.${h.name}.${nodeCrypto().randomBytes(6).toString('hex')}.tmp`;
  let fd: number | undefined;
  let made = false;
  try {
    if (readAllCapped(h.fd, w.cap)?.toString('latin1') !== w.before) throw fail(file, CHANGED_SINCE_CHECK);
    fd = openSync(`${h.dir}/${temp}`, constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW, 0o600);
    made = true;
    for (let off = 0; off < w.after.length; ) off += writeSync(fd, w.after, off);
    keepOwner(file, fd, h.st);
    fchmodSync(fd, Number(h.st.mode & 0o7777n));
    fsyncSync(fd);
    closeSync(fd);
    fd = undefined;
    w.beforeSwap?.();
    swap(file, h, temp, w);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    if (made) unlinkQuiet(`${h.dir}/${temp}`);
    throw e instanceof AtomicWriteError ? e : fail(file, codeOf(e) ? errnoText(codeOf(e)) : (e as Error).message);
  } finally {
    release(h);
  }
}

function keepOwner(file: string, fd: number, st: BigIntStats): void {
  try {
    fchownSync(fd, Number(st.uid), Number(st.gid));
  } catch (e) {
    if (codeOf(e) !== 'EPERM') throw e;
    throw fail(file, `its owner and group (${st.uid}:${st.gid}) cannot be kept by this user; not changed`);
  }
}

/** The compare-and-swap: the name still holds the checked file, unchanged, then the rename. */
function swap(file: string, h: Held, temp: string, w: CheckedWrite): void {
  let now: number;
  try {
    now = openSync(`${h.dir}/${h.name}`, FILE_FLAGS);
  } catch {
    throw fail(file, CHANGED_SINCE_CHECK);
  }
  try {
    const st = fstatSync(now, { bigint: true });
    if (st.dev !== h.st.dev || st.ino !== h.st.ino || readAllCapped(now, w.cap)?.toString('latin1') !== w.before) throw fail(file, CHANGED_SINCE_CHECK);
  } finally {
    closeSync(now);
  }
  renameSync(`${h.dir}/${temp}`, `${h.dir}/${h.name}`);
}

function unlinkQuiet(p: string): void {
  try {
    unlinkSync(p);
  } catch {
    /* gone already */
  }
}
