// A regular file's bytes with a cap, never blocking: O_NONBLOCK so a planted FIFO is refused, not waited on;
// O_NOCTTY so a terminal never becomes ours. For files the input names that are read whole (tests, fix targets).
import { closeSync, constants, fstatSync, openSync, readSync, realpathSync, statSync } from 'node:fs';
import type { BStr } from '../go/bytes.js';
import { GoError, codeOf } from '../go/errno.js';
import { type Escape, readInside } from './read-inside.js';

/** Whether `file` is a regular file (a link followed); false when it cannot be stat'ed. Opens nothing. */
export function isFile(file: string | Buffer): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/** Whether `p` is a folder (a link followed); false when it cannot be stat'ed. */
export function isFolder(p: string): boolean {
  try {
    return statSync(p).isDirectory();
  } catch {
    return false;
  }
}

/** Where `p` leads, links resolved; undefined when it cannot be resolved. */
export function realPath(p: string): string | undefined {
  try {
    return realpathSync(p);
  } catch {
    return undefined;
  }
}

/** A regular file's bytes, at most `cap`; a reason string when it cannot be had. */
export function readCapped(file: string | Buffer, cap: number): Buffer | string {
  let fd: number;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch (e) {
    return (e as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (e as Error).message;
  }
  try {
    const st = fstatSync(fd);
    if (!st.isFile()) return 'not a regular file';
    if (st.size > cap) return `larger than ${cap} bytes`;
    const buf = Buffer.alloc(st.size);
    let n = 0;
    while (n < buf.length) {
      const r = readSync(fd, buf, n, buf.length - n, null);
      if (r === 0) break;
      n += r;
    }
    return buf.subarray(0, n);
  } finally {
    closeSync(fd);
  }
}

/** readCapped kept inside `root` (read-inside.ts): its bytes, a reason string, or the escape; byte-string paths. */
export function readCappedInside(root: BStr, file: BStr, cap: number): Buffer | string | Escape {
  try {
    const read = readInside(root, file, { cap, regularOnly: true, own: true });
    if (read.kind === 'bytes' || read.kind === 'escapes') return read.kind === 'bytes' ? read.bytes : read;
    return read.kind === 'over-cap' ? `larger than ${cap} bytes` : 'not a regular file';
  } catch (e) {
    return codeOf(e) === 'ENOENT' ? 'no such file' : e instanceof GoError ? e.text : (e as Error).message;
  }
}
