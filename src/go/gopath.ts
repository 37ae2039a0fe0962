// Go's path/filepath on Unix over byte strings (Clean, Join, Dir, Base, Rel's ".." test); lexical only.
import type { BStr } from './bytes.js';

export function isAbs(p: BStr): boolean {
  return p.charCodeAt(0) === 0x2f;
}

/** filepath.Clean: lexical shortest form ("" -> "."). */
export function clean(p: BStr): BStr {
  if (p === '') return '.';
  const rooted = isAbs(p);
  // Fast path: nothing that could need cleaning ("//", "/.", a leading ".", a trailing "/"); ".git" merely takes the slow one.
  if (!p.includes('//') && !p.includes('/.') && p.charCodeAt(0) !== 0x2e && (p.length === 1 || !p.endsWith('/'))) {
    return p;
  }
  const out: string[] = [];
  for (const part of p.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') {
      if (out.length > 0 && out[out.length - 1] !== '..') out.pop();
      else if (!rooted) out.push('..');
      continue;
    }
    out.push(part);
  }
  const body = out.join('/');
  if (rooted) return '/' + body;
  return body === '' ? '.' : body;
}

/** filepath.Join of two parts (empty parts ignored, result cleaned). */
export function join(a: BStr, b: BStr): BStr {
  if (a === '') return b === '' ? '' : clean(b);
  if (b === '') return clean(a);
  return clean(a + '/' + b);
}

export function dir(p: BStr): BStr {
  const i = p.lastIndexOf('/');
  // Same as Clean(p[:i+1]), without handing clean a trailing "/" to strip.
  return i <= 0 ? clean(p.slice(0, i + 1)) : clean(p.slice(0, i));
}

export function base(p: BStr): BStr {
  if (p === '') return '.';
  let end = p.length;
  while (end > 0 && p.charCodeAt(end - 1) === 0x2f) end--;
  if (end === 0) return '/';
  const trimmed = p.slice(0, end);
  return trimmed.slice(trimmed.lastIndexOf('/') + 1);
}

/** filepath.Rel(root, target) for two clean absolute paths. The manager rejects any result starting with "..", a child
 * named "..d" too (docs/manager.md#build-checks: mirrored on purpose). */
export function relFromRoot(root: BStr, target: BStr): BStr {
  if (target === root) return '.';
  if (root === '/') return target.slice(1);
  if (target.startsWith(root + '/')) return target.slice(root.length + 1);
  // Outside: Go's Rel would climb with "../"; only its prefix matters here.
  return '../';
}
