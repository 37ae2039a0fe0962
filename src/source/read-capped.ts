// A regular file's bytes with a cap, never blocking: O_NONBLOCK so a FIFO
// planted under a file's name is refused, not waited on; O_NOCTTY so a
// terminal device never becomes ours. Used wherever a file the input names
// is read whole (test files, files a fix rewrites).
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';

/** Whether `file` is a regular file (a link followed); false when it cannot be stat'ed. Opens nothing. */
export function isFile(file: string | Buffer): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
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
