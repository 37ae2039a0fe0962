// A file read to its end with a cap, for sizes that cannot be trusted (/proc reports 0; a checked file may grow).
// Past the cap the answer is undefined, never a cut copy.
import { closeSync, openSync, readSync } from 'node:fs';

const CHUNK = 64 * 1024;

/** What is left to read from `fd`, at most `cap` bytes; undefined past it. Read errors throw. */
export function readAllCapped(fd: number, cap: number): Buffer | undefined {
  const parts: Buffer[] = [];
  let total = 0;
  for (;;) {
    const chunk = Buffer.allocUnsafe(CHUNK);
    const n = readSync(fd, chunk, 0, chunk.length, null);
    if (n === 0) return Buffer.concat(parts, total);
    parts.push(chunk.subarray(0, n));
    total += n;
    if (total > cap) return undefined;
  }
}

/** A /proc file's bytes (its size reads as 0, so read to the end), or undefined when it cannot be read or passes `cap`. */
export function readProc(file: string, cap: number): Buffer | undefined {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch {
    return undefined;
  }
  try {
    return readAllCapped(fd, cap);
  } catch {
    return undefined;
  } finally {
    closeSync(fd);
  }
}
