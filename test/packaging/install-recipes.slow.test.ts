// The install recipes docs/install.md gives, run as written, each into a
// fresh prefix, from a git URL that is a bare clone of this repository at
// HEAD (file://): the two-step git install (npm pack git+URL, then npm
// install -g the tarball) and the clone-and-pack install install with no
// npm warning, and the package runs; `npm install -g git+URL`, which npm
// cannot build (it prepares a global git dependency without its
// devDependencies), fails and names the recipe that works.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const REPO = path.resolve(path.dirname(BIN), '..');
const base = tempBase('ongrid-skills-install-');
const bare = path.join(base, 'ongrid-skills.git');
const url = `git+file://${bare}`;
const skills = path.join(base, 'skills');
const hasGit = spawnSync('git', ['--version']).status === 0;
const SLOW = 600_000;

beforeAll(() => {
  if (!hasGit) return;
  execFileSync('git', ['clone', '--quiet', '--bare', REPO, bare]);
  mkdirSync(path.join(skills, 'hello'), { recursive: true });
  writeFileSync(path.join(skills, 'hello', 'skill.json'), '{"name":"hello","description":"says hello","entry":"run.sh"}');
  writeFileSync(path.join(skills, 'hello', 'run.sh'), '#!/bin/sh\nprintf \'{"hello":1}\'\n');
  chmodSync(path.join(skills, 'hello', 'run.sh'), 0o755);
});
afterAll(() => removeBase(base));

/** A shell command line of the recipe, in `cwd`; npm's own folders are the user's (its cache). */
function sh(cwd: string, line: string) {
  return spawnSync('sh', ['-c', line], { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
}

/** The installed CLI answers --version and runs a skill. */
function works(prefix: string): void {
  const bin = path.join(prefix, 'bin', 'ongrid-skills');
  const version = spawnSync(bin, ['--version'], { encoding: 'utf8' });
  expect(version.stdout.trim()).toMatch(/^\d+\.\d+\.\d+$/);
  const run = spawnSync(bin, ['run', 'hello', '--dir', skills], { encoding: 'utf8', input: '{}' });
  expect(run.status, run.stderr).toBe(0);
  expect(run.stdout).toBe('{"hello":1}');
}

const warnings = (text: string): string[] => text.split('\n').filter((l) => /npm (warn|error)/i.test(l));

describe.skipIf(!hasGit)('install recipes (docs/install.md)', () => {
  it('from a git URL: npm pack git+URL, then npm install -g the tarball', { timeout: SLOW }, () => {
    const work = path.join(base, 'two-step');
    mkdirSync(work);
    const pack = sh(work, `npm pack --silent '${url}'`);
    expect(pack.status, pack.stderr).toBe(0);
    const tarball = readdirSync(work).find((f) => f.endsWith('.tgz'))!;
    expect(tarball).toMatch(/^ongrid-skills-.*\.tgz$/);
    const install = sh(work, `npm install -g --prefix '${work}/prefix' --no-audit --no-fund ./${tarball}`);
    expect(install.status, install.stderr).toBe(0);
    expect(warnings(install.stdout + install.stderr)).toEqual([]);
    works(path.join(work, 'prefix'));
  });

  it('from a clone: npm ci, npm pack, npm install -g the tarball', { timeout: SLOW }, () => {
    const work = path.join(base, 'clone');
    mkdirSync(work);
    const r = sh(work, `git clone --quiet '${bare}' ongrid-skills && cd ongrid-skills && npm ci --no-audit --no-fund --silent && npm pack --silent && npm install -g --prefix '${work}/prefix' --no-audit --no-fund ./ongrid-skills-*.tgz`);
    expect(r.status, r.stderr).toBe(0);
    expect(warnings(r.stdout + r.stderr)).toEqual([]);
    works(path.join(work, 'prefix'));
  });

  it('npm install -g git+URL fails, and says which recipe works', { timeout: SLOW }, () => {
    const work = path.join(base, 'direct');
    mkdirSync(work);
    const r = sh(work, `npm install -g --prefix '${work}/prefix' --no-audit --no-fund '${url}'`);
    expect(r.status).not.toBe(0);
    expect(r.stderr).toContain('npm pack git+URL, then npm install -g ./ongrid-skills-<version>.tgz');
  });
});
