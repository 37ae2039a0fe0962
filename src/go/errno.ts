// Go prints syscall errors with its own texts (syscall/zerrors_linux) where Node gives only the code: the map, and
// Go's *os.PathError text "op path: text".
import type { BStr } from './bytes.js';

const GO_ERRNO_TEXT: Record<string, string> = {
  E2BIG: 'argument list too long',
  EACCES: 'permission denied',
  EAGAIN: 'resource temporarily unavailable',
  EBADF: 'bad file descriptor',
  EBUSY: 'device or resource busy',
  EEXIST: 'file exists',
  EFAULT: 'bad address',
  EFBIG: 'file too large',
  EINTR: 'interrupted system call',
  EINVAL: 'invalid argument',
  EIO: 'input/output error',
  EISDIR: 'is a directory',
  ELOOP: 'too many levels of symbolic links',
  EMFILE: 'too many open files',
  ENAMETOOLONG: 'file name too long',
  ENFILE: 'too many open files in system',
  ENODEV: 'no such device',
  ENOENT: 'no such file or directory',
  ENOEXEC: 'exec format error',
  ENOMEM: 'cannot allocate memory',
  ENOSPC: 'no space left on device',
  ENOTDIR: 'not a directory',
  ENXIO: 'no such device or address',
  EOVERFLOW: 'value too large for defined data type',
  EPERM: 'operation not permitted',
  EROFS: 'read-only file system',
  ESTALE: 'stale NFS file handle',
  ETXTBSY: 'text file busy',
  EOPNOTSUPP: 'operation not supported',
};

export class GoError extends Error {
  constructor(readonly text: BStr, readonly code?: string) {
    super(text);
  }
}

export function errnoText(code: string | undefined): string {
  return (code && GO_ERRNO_TEXT[code]) ?? (code ? code.toLowerCase() : 'unknown error');
}

export function codeOf(err: unknown): string | undefined {
  return typeof err === 'object' && err !== null && 'code' in err
    ? String((err as { code: unknown }).code)
    : undefined;
}

/** Go's *os.PathError text: "op path: errno text". */
export function pathError(op: string, path: BStr, err: unknown): GoError {
  const code = codeOf(err);
  return new GoError(`${op} ${path}: ${errnoText(code)}`, code);
}

/** Node refuses paths with a NUL before any syscall; Go's syscall layer says EINVAL. */
export function hasNul(p: BStr): boolean {
  return p.includes('\0');
}
