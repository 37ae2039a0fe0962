// Globs for config `ignores` and `overrides[].files`, relative to the config's folder, ESLint flat-config style
// (docs/configuration.md): a pattern matches a file or a parent folder; one without `/` any depth, as .gitignore.

function compile(pattern: string): RegExp {
  let p = pattern.replace(/\/+$/, '');
  if (!p.includes('/')) p = `**/${p}`;
  if (p.startsWith('./')) p = p.slice(2);
  let re = '';
  for (let i = 0; i < p.length; i++) {
    const c = p[i];
    if (c === '*' && p[i + 1] === '*') {
      const slash = p[i + 2] === '/';
      re += slash ? '(?:.*/)?' : '.*';
      i += slash ? 2 : 1;
    } else if (c === '*') re += '[^/]*';
    else if (c === '?') re += '[^/]';
    else if (c === '{') {
      const end = p.indexOf('}', i);
      if (end === -1) re += '\\{';
      else {
        re += `(?:${p
          .slice(i + 1, end)
          .split(',')
          .map((alt) => alt.replace(/[.+^$()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*').replace(/\?/g, '[^/]'))
          .join('|')})`;
        i = end;
      }
    } else re += c.replace(/[.+^$()|[\]\\{}]/g, '\\$&');
  }
  return new RegExp(`^${re}$`);
}

export type PathTest = (relPath: string) => boolean;

/** One test for a list of patterns; a path outside the base (`../`) never matches. */
export function globTest(patterns: readonly string[]): PathTest {
  const res = patterns.map(compile);
  return (rel) => {
    if (rel === '' || rel.startsWith('../') || rel === '..') return false;
    const parts = rel.split('/');
    for (let n = parts.length; n > 0; n--) {
      const prefix = parts.slice(0, n).join('/');
      if (res.some((r) => r.test(prefix))) return true;
    }
    return false;
  };
}
