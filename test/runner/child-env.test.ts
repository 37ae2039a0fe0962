import { describe, expect, it } from 'vitest';
import { goEnvTable } from '../../src/go/environ.js';
import { childEnv } from '../../src/runner/child-env.js';

describe('childEnv (buildSubprocessEnv)', () => {
  const env = goEnvTable(['PATH=/bin', 'SECRET=s', 'EMPTY=', 'A=B=never']);
  it('forwards exactly the allowed names that are set, trimmed, blanks skipped', () => {
    expect(childEnv([' SECRET ', '', '  ', 'MISSING', 'EMPTY', 'SECRET'], env)).toEqual([['EMPTY', ''], ['SECRET', 's']]);
  });
  it('keeps a repeated name once, at its last place, like os/exec dedupEnv', () => {
    expect(childEnv(['SECRET', 'PATH', 'SECRET'], env).map(([k]) => k)).toEqual(['PATH', 'SECRET']);
  });
  it('is empty for an empty list: no PATH, HOME or LANG', () => {
    expect(childEnv([], env)).toEqual([]);
  });
  it('trims with Go TrimSpace (NBSP counts) and never matches a name with "="', () => {
    expect(childEnv(['\xc2\xa0SECRET', 'A=B'], env)).toEqual([['SECRET', 's']]);
  });
});
