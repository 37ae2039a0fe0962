// validate --fix changes the file its check saw, or nothing
// (docs/security.md "--fix and run: what is changed is what was checked").
// A second, unprivileged user owns the tree and swaps the entry's folder
// for a link to a root-only folder in a loop while root runs --fix; root's
// file there must keep its mode, and so must a root-only folder when the
// folder --fix opens up for the container's user is reached through the
// swapped one. Concurrent --fix runs write the `#!` line
// once; a fix run as root keeps the file's owner and group; a file with
// hard links is said to have them.
import { spawn } from 'node:child_process';
import { chmodSync, chownSync, closeSync, constants, fchmodSync, lchownSync, linkSync, mkdirSync, openSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { AS_ROOT as ROOT, NOBODY, PYTHON, RACE_TIMEOUT_MS, raceFolder } from '../helpers/second-user.js';

/** --fix runs against the swapping loop (the previous build lost within a few). */
const RUNS = 30;
/** Skills validated after the raced one in the concurrent runs. */
const FILLERS = 800;

const scene = raceFolder();

/**
 * --fix RUNS times against the swapping loop, the held file or folder set
 * back to `mode` before each; `outside` must keep `keeps` every time. How
 * many runs were refused, and how many fixed by `rule`.
 */
function raceFix(held: number, mode: number, run: () => { stdout: string; stderr: string }, outside: string, keeps: string, rule: string): { refused: number; fixed: number } {
  let refused = 0;
  let fixed = 0;
  try {
    for (let i = 0; i < RUNS; i++) {
      fchmodSync(held, mode);
      const r = run();
      expect((statSync(outside).mode & 0o7777).toString(8), r.stdout + r.stderr).toBe(keeps);
      if (r.stderr.includes('changed since it was checked')) refused++;
      if (r.stderr.includes('fixed: ') && r.stderr.includes(`[${rule}]`)) fixed++;
    }
  } finally {
    closeSync(held);
  }
  return { refused, fixed };
}

const manifest = (entry: string) => JSON.stringify({ name: 'raced', description: 'd', entry, timeout_seconds: 5 });

/** A skill folder the unprivileged user owns, its entry in folder `a`. */
function nobodysSkill(entryText: string): { skill: string; entry: string } {
  const skill = `${scene.base}/tree/skill`;
  mkdirSync(`${skill}/a`, { recursive: true });
  writeFileSync(`${skill}/skill.json`, manifest('a/run.sh'));
  writeFileSync(`${skill}/a/run.sh`, entryText);
  chmodSync(`${skill}/a/run.sh`, 0o644);
  for (const p of [skill, `${skill}/a`, `${skill}/a/run.sh`]) chownSync(p, NOBODY, NOBODY);
  return { skill, entry: `${skill}/a/run.sh` };
}

// Judged on this machine: the container target would also open the modes up for uid 65532,
// which is its own fix (test/target), not what these attacks are about.
const fix = (dir: string) => runCli(['validate', dir, '--fix', '--no-config', '--target', 'host', '--format', 'text']);

describe.skipIf(!ROOT || !PYTHON)('(root, python3 for renameat2) the entry folder swapped for a link while --fix runs (a second user)', () => {
  it('never changes the mode of a root-only file outside the tree', () => {
    const { skill, entry } = nobodysSkill("#!/bin/sh\necho '{}'\n");
    mkdirSync(`${scene.base}/secret`, { mode: 0o700 });
    writeFileSync(`${scene.base}/secret/run.sh`, 'root only\n', { mode: 0o600 });
    symlinkSync(`${scene.base}/secret`, `${skill}/l`);
    lchownSync(`${skill}/l`, NOBODY, NOBODY);
    const held = openSync(entry, constants.O_RDONLY);
    scene.swap(`${skill}/a`, `${skill}/l`);
    const { refused, fixed } = raceFix(held, 0o644, () => fix(`${scene.base}/tree`), `${scene.base}/secret/run.sh`, '600', 'entry-not-executable');
    // The attack landed in the window (and was refused), and the fix still works between swaps.
    expect(refused).toBeGreaterThan(0);
    expect(fixed).toBeGreaterThan(0);
  }, RACE_TIMEOUT_MS);
});

describe.skipIf(!ROOT || !PYTHON)('(root, python3 for renameat2) a folder in the way swapped for a link while --fix opens it for uid 65532 (a second user)', () => {
  it('never changes the mode of a root-only folder outside the tree', () => {
    // The entry's folder a/b is closed to others (container-no-access: chmod o+rx); the second user
    // swaps a with a link to a folder holding root's own b, which a chmod by path would open up.
    const skill = `${scene.base}/tree/skill`;
    mkdirSync(`${skill}/a/b`, { recursive: true });
    writeFileSync(`${skill}/skill.json`, manifest('a/b/run.sh'));
    writeFileSync(`${skill}/a/b/run.sh`, "#!/bin/sh\necho '{}'\n", { mode: 0o755 });
    for (const p of [skill, `${skill}/a`, `${skill}/a/b`, `${skill}/a/b/run.sh`, `${skill}/skill.json`]) chownSync(p, NOBODY, NOBODY);
    chmodSync(`${skill}/a/b`, 0o700);
    mkdirSync(`${scene.base}/secret/b`, { recursive: true, mode: 0o700 });
    chmodSync(`${scene.base}/secret`, 0o755);
    chmodSync(`${scene.base}/secret/b`, 0o700);
    symlinkSync(`${scene.base}/secret`, `${skill}/l`);
    lchownSync(`${skill}/l`, NOBODY, NOBODY);
    const held = openSync(`${skill}/a/b`, constants.O_RDONLY | constants.O_DIRECTORY);
    scene.swap(`${skill}/a`, `${skill}/l`);
    const forContainer = () => runCli(['validate', `${scene.base}/tree`, '--fix', '--no-config', '--target', 'manager-image', '--format', 'text']);
    const { refused, fixed } = raceFix(held, 0o700, forContainer, `${scene.base}/secret/b`, '700', 'container-no-access');
    expect(refused).toBeGreaterThan(0);
    expect(fixed).toBeGreaterThan(0);
  }, RACE_TIMEOUT_MS);
});

describe('--fix on an entry file', () => {
  it('concurrent runs write the #! line once', async () => {
    // Skills after the raced one hold each run's check-to-write window open; the second run starts a little later each round, so in some round it checks before the first one's write and plans after it.
    const tree = `${scene.base}/tree`;
    mkdirSync(`${tree}/a`, { recursive: true });
    writeFileSync(`${tree}/a/skill.json`, manifest('run.py'));
    for (let i = 0; i < FILLERS; i++) {
      mkdirSync(`${tree}/z/s${i}`, { recursive: true });
      writeFileSync(`${tree}/z/s${i}/skill.json`, JSON.stringify({ name: `filler_${i}`, description: 'd', entry: 'run.sh', timeout_seconds: 5 }));
      writeFileSync(`${tree}/z/s${i}/run.sh`, "#!/bin/sh\necho '{}'\n", { mode: 0o755 });
    }
    for (let round = 0; round < 6; round++) {
      writeFileSync(`${tree}/a/run.py`, 'import json\nprint(json.dumps({}))\n', { mode: 0o755 });
      const first = runAsync(['validate', tree, '--fix', '--no-config']);
      await new Promise((resolve) => setTimeout(resolve, round * 40));
      await Promise.all([first, runAsync(['validate', tree, '--fix', '--no-config'])]);
      const lines = readFileSync(`${tree}/a/run.py`, 'utf8').split('\n');
      expect(lines, `round ${round}`).toEqual(['#!/usr/bin/env python3', 'import json', 'print(json.dumps({}))', '']);
    }
  }, RACE_TIMEOUT_MS);

  it.skipIf(!ROOT)('run as root keeps the owner, group and mode of the file it rewrites', () => {
    const skill = `${scene.base}/skill`;
    mkdirSync(skill);
    writeFileSync(`${skill}/skill.json`, manifest('run.py'));
    writeFileSync(`${skill}/run.py`, 'print("{}")\n');
    chmodSync(`${skill}/run.py`, 0o750);
    chownSync(`${skill}/run.py`, NOBODY, NOBODY);
    const r = fix(skill);
    expect(r.stderr).toContain('[entry-no-shebang]');
    const st = statSync(`${skill}/run.py`);
    expect([st.uid, st.gid, (st.mode & 0o7777).toString(8)]).toEqual([NOBODY, NOBODY, '750']);
    expect(readFileSync(`${skill}/run.py`, 'utf8')).toBe('#!/usr/bin/env python3\nprint("{}")\n');
  });

  it('says when the file has hard links: a chmod changes every name of it', () => {
    const skill = `${scene.base}/skill`;
    mkdirSync(skill);
    writeFileSync(`${skill}/skill.json`, manifest('run.sh'));
    writeFileSync(`${skill}/run.sh`, "#!/bin/sh\necho '{}'\n", { mode: 0o644 });
    chmodSync(`${skill}/run.sh`, 0o644);
    linkSync(`${skill}/run.sh`, `${scene.base}/other-name`);
    const r = fix(skill);
    expect(r.stderr).toContain('chmod 0644 -> 0755 (the entry is executable; it has 2 hard links, and the mode is the file\'s: every name of it changes)');
    expect((statSync(`${scene.base}/other-name`).mode & 0o7777).toString(8)).toBe('755');
  });
});

function runAsync(args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: 'ignore', env: { ...process.env, NO_COLOR: '1' } });
    child.on('exit', (code) => resolve(code));
  });
}
