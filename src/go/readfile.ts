// Reads a whole file with open/read/close into one reused buffer: the
// loader reads thousands of small manifests, and skipping readFileSync's
// fstat and per-file allocation keeps the walk at the pace of the manager's.
import { closeSync, openSync, readSync } from 'node:fs';
import type { BStr } from './bytes.js';
import { fsPath, } from './bytes.js';
import { pathError } from './errno.js';

let shared = Buffer.allocUnsafe(64 * 1024);

/**
 * The file's bytes, as Go's os.ReadFile would read them (`regular`: the
 * listing said it is a regular file); errors carry Go's
 * "open PATH: ..." / "read PATH: ..." text. The result is only valid until
 * the next call (it is a view of the shared buffer).
 */
export function readWhole(path: BStr, regular = false): Buffer {
  let fd: number;
  try {
    fd = openSync(fsPath(path), 'r');
  } catch (e) {
    throw pathError('open', path, e);
  }
  try {
    let size = 0;
    for (;;) {
      if (size === shared.length) {
        const bigger = Buffer.allocUnsafe(shared.length * 2);
        shared.copy(bigger, 0, 0, size);
        shared = bigger;
      }
      let n: number;
      try {
        n = readSync(fd, shared, size, shared.length - size, null);
      } catch (e) {
        throw pathError('read', path, e);
      }
      if (n === 0) return shared.subarray(0, size);
      size += n;
      // A short read of a regular file is its end (POSIX); save the extra read(2).
      if (regular && size < shared.length) return shared.subarray(0, size);
    }
  } finally {
    closeSync(fd);
  }
}
