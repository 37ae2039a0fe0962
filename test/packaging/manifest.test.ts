// What the published package.json asks of an installer: nothing at run time
// (every dependency is bundled into dist/), typescript only as an optional
// peer for .ts config files, a build on pack (prepack, which also strips
// "scripts" from the packed copy) and on a git dependency's preparation, the
// engines the CI runs (Node 20, 22 and 24), and the MIT licence it ships.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

const pkg = JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8'));

describe('package.json', () => {
  it('installs no runtime dependency', () => {
    expect(pkg.dependencies ?? {}).toEqual({});
    for (const dep of ['ajv', 'execa', 'cosmiconfig', 'yaml', 'chalk']) expect(pkg.devDependencies[dep]).toBeDefined();
  });

  it('asks for typescript only as an optional peer', () => {
    expect(pkg.peerDependencies).toEqual({ typescript: expect.any(String) });
    expect(pkg.peerDependenciesMeta.typescript.optional).toBe(true);
  });

  it('builds the bundle on npm pack and on a git dependency', () => {
    expect(pkg.scripts.prepack).toMatch(/^node scripts\/build\.mjs --for-pack && node scripts\/pack-manifest\.mjs strip$/);
    expect(pkg.scripts.postpack).toBe('node scripts/pack-manifest.mjs restore');
    expect(pkg.scripts.prepare).toBe('node scripts/prepare.mjs');
    expect(pkg.files).toEqual(['bin', 'dist', 'scripts/target/build-rootfs.sh', 'skill.schema.json']);
  });

  it('says MIT and ships the licence text', () => {
    expect(pkg.license).toBe('MIT');
    const text = readFileSync(new URL('../../LICENSE', import.meta.url), 'utf8');
    expect(text.split('\n')[0]).toBe('MIT License');
    expect(text).toContain('Copyright (c) the ongrid-skills authors');
  });

  it('asks for Node 20 or later: CI runs the end-to-end tests on 20, 22 and 24 (.ci/run)', () => {
    expect(pkg.engines).toEqual({ node: '>=20' });
  });
});
