// What the published package.json asks of an installer: nothing at run time
// (every dependency is bundled into dist/), typescript only as an optional
// peer for .ts config files, and a build on pack and on git install.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

describe('package.json', () => {
  it('installs no runtime dependency', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    for (const dep of ['commander', 'ajv', 'execa', 'cosmiconfig', 'yaml', 'chalk']) expect(pkg.devDependencies[dep]).toBeDefined();
  });

  it('asks for typescript only as an optional peer', () => {
    expect(pkg.peerDependencies).toEqual({ typescript: expect.any(String) });
    expect(pkg.peerDependenciesMeta.typescript.optional).toBe(true);
  });

  it('builds the bundle on npm pack and on a git install', () => {
    expect(pkg.scripts.prepare).toBe('node scripts/build.mjs');
    expect(pkg.files).toEqual(expect.arrayContaining(['bin', 'dist']));
  });
});
