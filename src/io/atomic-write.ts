// Replace or create a file so nothing is ever half-written: a random temp name in the same folder, created O_EXCL
// without following links (a planted file or link there is never opened), flushed, renamed over the target.
// A symlinked target is refused; every failure is one AtomicWriteError line naming the file, the temp file gone.
import { closeSync, constants, fsyncSync, lstatSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { codeOf, errnoText } from '../go/errno.js';
import { nodeCrypto } from '../platform/node-builtin.js';

export class AtomicWriteError extends UsageError {
  constructor(
    readonly file: string,
    readonly reason: string,
    hint?: string,
  ) {
    super(`cannot write ${file}: ${reason}`, hint);
  }
}

export interface AtomicWriteOptions {
  /** File mode for a new file (default 0o644); an existing file keeps its own. */
  mode?: number;
  /** Fail when the target exists (a new file only). */
  exclusive?: boolean;
  beforeRename?: () => void;
}

function existingMode(file: string): number | undefined {
  let st;
  try {
    st = lstatSync(file);
  } catch (e) {
    if (codeOf(e) === 'ENOENT') return undefined;
    throw unwritable(file, e);
  }
  if (st.isSymbolicLink()) throw new AtomicWriteError(file, 'it is a symbolic link, never written through', 'remove the link, then run again');
  if (!st.isFile()) throw new AtomicWriteError(file, 'it is not a regular file');
  return st.mode & 0o7777;
}

function unwritable(file: string, e: unknown): AtomicWriteError {
  const code = codeOf(e);
  const hint = code === 'EACCES' || code === 'EPERM' || code === 'EROFS' ? `the folder ${path.dirname(file)} is not writable` : undefined;
  return new AtomicWriteError(file, errnoText(code), hint);
}

function writeAll(fd: number, data: string | Buffer): void {
  const bytes = typeof data === 'string' ? Buffer.from(data, 'utf8') : data;
  for (let off = 0; off < bytes.length; ) off += writeSync(fd, bytes, off);
  fsyncSync(fd);
}

export function writeFileAtomic(file: string, data: string | Buffer, opts: AtomicWriteOptions = {}): void {
  const mode = existingMode(file);
  if (mode !== undefined && opts.exclusive) throw new AtomicWriteError(file, 'it already exists');
  const temp = path.join(path.dirname(file), `.${path.basename(file)}.${nodeCrypto().randomBytes(6).toString('hex')}.tmp`);
  const flags = constants.O_WRONLY | constants.O_CREAT | constants.O_EXCL | constants.O_NOFOLLOW;
  let fd: number | undefined;
  let made = false;
  try {
    fd = openSync(temp, flags, mode ?? opts.mode ?? 0o644);
    made = true;
    writeAll(fd, data);
    const done = fd;
    fd = undefined;
    closeSync(done);
    opts.beforeRename?.();
    // exclusive: a target created meanwhile must not be replaced.
    if (opts.exclusive && existingMode(file) !== undefined) throw new AtomicWriteError(file, 'it already exists');
    renameSync(temp, file);
  } catch (e) {
    if (fd !== undefined) closeSync(fd);
    // Only our own temp file goes: a name someone else holds (EEXIST) is left alone.
    if (made) {
      try {
        unlinkSync(temp);
      } catch {
        /* renamed already, or gone */
      }
    }
    throw e instanceof UsageError || codeOf(e) === undefined ? e : unwritable(file, e);
  }
}
