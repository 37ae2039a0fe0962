// Set a file's mode following no link: opened O_NOFOLLOW (a planted link fails with ELOOP) and O_NONBLOCK (a FIFO never
// blocks), checked to be a regular file, then fchmod'ed.
import { closeSync, constants, fchmodSync, fstatSync, openSync } from 'node:fs';

export function chmodNoFollow(file: string | Buffer, mode: number): void {
  const fd = openSync(file, constants.O_RDONLY | constants.O_NOFOLLOW | constants.O_NONBLOCK | constants.O_NOCTTY);
  try {
    if (!fstatSync(fd).isFile()) throw new Error('not a regular file');
    fchmodSync(fd, mode);
  } finally {
    closeSync(fd);
  }
}
