// Replace or create a file so that nothing is ever half-written: the bytes
// go to a temp file with a random name, created exclusively (O_EXCL, so a
// planted file or link at that name is never opened) and without following
// links, in the same folder, flushed, then renamed over the target in one
// step. A target that is a symbolic link is refused, not written through.
import { closeSync, constants, fsyncSync, lstatSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

export class AtomicWriteError extends Error {}

export interface AtomicWriteOptions {
  /** File mode for a new file (default 0o644); an existing file keeps its own. */
  mode?: number;
  /** Fail when the target exists (a new file only). */
  exclusive?: boolean;
  /** For tests: called after the temp file is written, before the rename. */
  beforeRename?: () => void;
}

function existingMode(file: string): number | undefined {
  try {
    const st = lstatSync(file);
    if (st.isSymbolicLink()) throw new AtomicWriteError(`${file} is a symbolic link; not writing through it`);
    if (!st.isFile()) throw new AtomicWriteError(`${file} is not a regular file`);
    return st.mode & 0o7777;
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw e;
  }
}

export function writeFileAtomic(file: string, data: string | Buffer, opts: AtomicWriteOptions = {}): void {
  const mode = existingMode(file);
  if (mode !== undefined && opts.exclusive) throw new AtomicWriteError(`${file} already exists`);
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  const fd = openSync(temp, flags, mode ?? opts.mode ?? 0o644);
  let renamed = false;
  try {
    const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
    for (let off = 0; off < bytes.length; ) off += writeSync(fd, bytes, off);
    fsyncSync(fd);
    closeSync(fd);
    opts.beforeRename?.();
    // exclusive: a target created meanwhile must not be replaced.
    if (opts.exclusive && existingMode(file) !== undefined) throw new AtomicWriteError(`${file} already exists`);
    renameSync(temp, file);
    renamed = true;
  } finally {
    if (!renamed) {
      try {
        closeSync(fd);
      } catch {
        /* closed already */
      }
      try {
        unlinkSync(temp);
      } catch {
        /* never made it */
      }
    }
  }
}
