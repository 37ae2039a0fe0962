// The child addon as an optional native part: built into a folder named by
// platform, architecture and libc, with its size, sha256 and checksum recorded beside
// it; a file that does not match its record (cut short, another file of the
// same size, no record) is skipped, never loaded, and so is every file under
// ONGRID_SKILLS_NO_ADDON=1. Each way, `run` still runs the skill, through
// node:child_process (whose stdout is a socket, not a pipe).
import { createHash } from 'node:crypto';
import { cpSync, existsSync, readFileSync, rmSync, truncateSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { prebuildTag as buildTag } from '../../scripts/build-addon.mjs';
import { checksum } from '../../src/platform/checksum.mjs';
import { CHILD_ADDON, addonPath, loadAddon, prebuildTag } from '../../src/platform/addon.js';
import { ADDON_BUILT, ADDON_FILE, DIST } from '../helpers/addon.js';
import { BIN, runCli } from '../helpers/cli.js';
import { loadedBy } from '../helpers/loaded.js';
import { removeBase, tempBase } from '../helpers/tree.js';
import { makeSkill } from '../run/helpers.js';

const REPO = path.resolve(path.dirname(BIN), '..');
const base = tempBase();
afterAll(() => removeBase(base));
const skills = path.join(base, 'skills');
// Says whether its stdout is a pipe (the addon's way) or not (node:child_process's socket).
makeSkill(skills, 'probe', '#!/bin/sh\nif [ -p /dev/stdout ]; then printf \'{"pipe":true}\'; else printf \'{"pipe":false}\'; fi\n');

/** A copy of the installed layout (bin/, dist/, package.json) to tamper with. */
function installCopy(name: string): string {
  const dir = path.join(base, name);
  for (const part of ['bin', 'dist', 'package.json']) cpSync(path.join(REPO, part), path.join(dir, part), { recursive: true });
  return dir;
}

function runProbe(dir: string, env: Record<string, string> = {}) {
  const r = runCli(['run', 'probe', '--no-builtins'], { bin: path.join(dir, 'bin', 'ongrid-skills.js'), cwd: base, env: { ONGRID_SKILLS_EXTERNAL_DIRS: skills, ...env } });
  expect(r.code, r.stderr).toBe(0);
  return JSON.parse(r.stdout) as { pipe: boolean };
}

describe('where the build puts the addon', () => {
  it('names the folder as the loader looks for it: platform, architecture, and on Linux the libc', () => {
    expect(buildTag()).toBe(prebuildTag());
    if (process.platform === 'linux') expect(prebuildTag()).toMatch(/^linux-[a-z0-9]+-(glibc|musl)$/);
  });

  it.skipIf(!ADDON_BUILT)('records its size, sha256 and checksum beside it', () => {
    const record = JSON.parse(readFileSync(ADDON_FILE.replace(/\.node$/, '.json'), 'utf8')) as { size: number; sha256: string; checksum: string };
    const bytes = readFileSync(ADDON_FILE);
    expect(record).toEqual({ size: bytes.length, sha256: createHash('sha256').update(bytes).digest('hex'), checksum: checksum(bytes) });
    expect(path.relative(DIST, ADDON_FILE)).toBe(path.join('prebuilds', prebuildTag(), `${CHILD_ADDON}.node`));
  });
});

describe.skipIf(!ADDON_BUILT)('a file that does not match its record is never loaded', () => {
  const copy = (name: string): string => {
    const dir = installCopy(name);
    return addonPath(path.join(dir, 'dist'), CHILD_ADDON);
  };

  it('an intact copy loads, and run gives the skill pipes', () => {
    const file = copy('intact');
    expect(loadAddon(path.dirname(path.dirname(path.dirname(file))), CHILD_ADDON, ['pipes'])).toBeDefined();
    expect(runProbe(path.join(base, 'intact'))).toEqual({ pipe: true });
  });

  it('is checked without node:crypto: a run of a skill never loads it', () => {
    const r = loadedBy(['run', 'probe', '--no-builtins'], { cwd: base, env: { ONGRID_SKILLS_EXTERNAL_DIRS: skills } });
    expect(r.status, r.stdout).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ pipe: true });
    expect(r.builtins.has('node:crypto')).toBe(false);
  });

  it('a run through it loads neither node:child_process nor the streams behind it', () => {
    const r = loadedBy(['run', 'probe', '--no-builtins'], { cwd: base, env: { ONGRID_SKILLS_EXTERNAL_DIRS: skills, ONGRID_SKILLS_NO_ADDON: '' } });
    expect(r.status, r.stdout).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ pipe: true });
    expect(r.builtins.has('node:child_process')).toBe(false);
    expect(r.builtins.has('node:net')).toBe(false);
    // The fallback loads it for its own spawn: what kept it out above is that nothing else requires it.
    const fallback = loadedBy(['run', 'probe', '--no-builtins'], { cwd: base, env: { ONGRID_SKILLS_EXTERNAL_DIRS: skills, ONGRID_SKILLS_NO_ADDON: '1' } });
    expect(JSON.parse(fallback.stdout)).toEqual({ pipe: false });
    expect(fallback.builtins.has('node:child_process')).toBe(true);
  });

  it('a truncated file is skipped (loading it would end the process with SIGBUS)', () => {
    const file = copy('truncated');
    truncateSync(file, 4096);
    expect(loadAddon(path.join(base, 'truncated', 'dist'), CHILD_ADDON, ['pipes'])).toBeUndefined();
    expect(runProbe(path.join(base, 'truncated'))).toEqual({ pipe: false });
  });

  it('another file of the same size is skipped', () => {
    const file = copy('foreign');
    const bytes = readFileSync(file);
    bytes[bytes.length - 1] ^= 0xff;
    writeFileSync(file, bytes);
    expect(loadAddon(path.join(base, 'foreign', 'dist'), CHILD_ADDON, ['pipes'])).toBeUndefined();
    expect(runProbe(path.join(base, 'foreign'))).toEqual({ pipe: false });
  });

  it('a file without its record is skipped', () => {
    const file = copy('unrecorded');
    rmSync(file.replace(/\.node$/, '.json'));
    expect(existsSync(file)).toBe(true);
    expect(loadAddon(path.join(base, 'unrecorded', 'dist'), CHILD_ADDON, ['pipes'])).toBeUndefined();
    expect(runProbe(path.join(base, 'unrecorded'))).toEqual({ pipe: false });
  });

  it('ONGRID_SKILLS_NO_ADDON=1 forces the fallback', () => {
    copy('forced');
    expect(runProbe(path.join(base, 'forced'), { ONGRID_SKILLS_NO_ADDON: '1' })).toEqual({ pipe: false });
  });
});
