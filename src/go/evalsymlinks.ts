// Go's filepath.EvalSymlinks on Unix, for its error texts (docs/manager.md#build-checks): callers try realpath first,
// which agrees when it succeeds; on failure this walk says why in Go's words (docs/internals.md#go-emulation).
import { lstatSync, readlinkSync, realpathSync } from 'node:fs';
import type { BStr } from './bytes.js';
import { fsPath } from './bytes.js';
import { GoError, hasNul, pathError } from './errno.js';
import { clean } from './gopath.js';

const MAX_LINKS = 255;

function lstat(p: BStr): { isLink: boolean; isDir: boolean } {
  if (hasNul(p)) throw new GoError(`lstat ${p}: invalid argument`, 'EINVAL');
  try {
    const st = lstatSync(fsPath(p));
    return { isLink: st.isSymbolicLink(), isDir: st.isDirectory() };
  } catch (e) {
    throw pathError('lstat', p, e);
  }
}

function readlink(p: BStr): BStr {
  try {
    return readlinkSync(fsPath(p), { encoding: 'latin1' });
  } catch (e) {
    throw pathError('readlink', p, e);
  }
}

export function goEvalSymlinks(path: BStr): BStr {
  let rest = path;
  let dest = rest.startsWith('/') ? '/' : '';
  let start = dest.length;
  let links = 0;
  while (start < rest.length) {
    while (start < rest.length && rest[start] === '/') start++;
    let end = start;
    while (end < rest.length && rest[end] !== '/') end++;
    if (end === start) break;
    const part = rest.slice(start, end);
    start = end;
    if (part === '.') continue;
    if (part === '..') {
      const r = dest.lastIndexOf('/');
      const floor = dest.startsWith('/') ? 1 : 0;
      if (r < floor || dest.slice(r + 1) === '..' || (r === -1 && dest === '..')) {
        dest = dest.length > floor ? dest + '/..' : dest + '..';
      } else {
        dest = r === 0 ? '/' : dest.slice(0, r);
      }
      continue;
    }
    if (dest.length > 0 && !dest.endsWith('/')) dest += '/';
    dest += part;
    const st = lstat(dest);
    if (!st.isLink) {
      // Go stops at a non-directory with more path after it: a bare ENOTDIR.
      if (!st.isDir && end < rest.length) throw new GoError('not a directory', 'ENOTDIR');
      continue;
    }
    if (++links > MAX_LINKS) throw new GoError('EvalSymlinks: too many links');
    const link = readlink(dest);
    rest = link + rest.slice(end);
    if (link.startsWith('/')) {
      dest = '/';
      start = 1;
    } else {
      const r = dest.lastIndexOf('/');
      dest = r < 0 ? '' : r === 0 ? '/' : dest.slice(0, r);
      start = 0;
    }
  }
  return clean(dest);
}

export function evalSymlinks(path: BStr): BStr {
  if (!hasNul(path)) {
    try {
      return realpathSync.native(fsPath(path), { encoding: 'latin1' });
    } catch {
      // fall through to the exact walk for Go's message
    }
  }
  return goEvalSymlinks(path);
}
