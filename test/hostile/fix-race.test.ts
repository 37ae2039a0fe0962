// validate --fix changes the file its check saw, or nothing
// (docs/security.md "--fix and run: what is changed is what was checked").
// A second, unprivileged user owns the tree and swaps the entry's folder
// for a link to a root-only folder in a loop while root runs --fix; root's
// file there must keep its mode. Concurrent --fix runs write the `#!` line
// once; a fix run as root keeps the file's owner and group; a file with
// hard links is said to have them.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, chownSync, closeSync, constants, existsSync, fchmodSync, lchownSync, linkSync, mkdirSync, openSync, readFileSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const ROOT = process.getuid?.() === 0;
const NOBODY = 65534;
/** --fix runs against the swapping loop: each lands in the window about one time in four. */
const RUNS = 30;
/** Skills validated after the raced one in the concurrent runs. */
const FILLERS = 800;

let base: string;
let swapper: ChildProcess | undefined;
beforeEach(() => {
  base = tempBase();
  chmodSync(base, 0o755);
});
afterEach(() => {
  swapper?.kill('SIGKILL');
  swapper = undefined;
  removeBase(base);
});

const manifest = (entry: string) => JSON.stringify({ name: 'raced', description: 'd', entry, timeout_seconds: 5 });

/** A skill folder the unprivileged user owns, its entry in folder `a`. */
function nobodysSkill(entryText: string): { skill: string; entry: string } {
  const skill = `${base}/tree/skill`;
  mkdirSync(`${skill}/a`, { recursive: true });
  writeFileSync(`${skill}/skill.json`, manifest('a/run.sh'));
  writeFileSync(`${skill}/a/run.sh`, entryText);
  chmodSync(`${skill}/a/run.sh`, 0o644);
  for (const p of [skill, `${skill}/a`, `${skill}/a/run.sh`]) chownSync(p, NOBODY, NOBODY);
  return { skill, entry: `${skill}/a/run.sh` };
}

const PYTHON = ['/usr/bin/python3', '/usr/local/bin/python3'].find((p) => existsSync(p));

/** As nobody: exchange the folder `a` and the link `l` (renameat2 RENAME_EXCHANGE: `a` is always one of them) until killed. */
function startSwapper(skill: string): ChildProcess {
  const loop = `import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
a, l = os.fsencode(${JSON.stringify(skill)} + '/a'), os.fsencode(${JSON.stringify(skill)} + '/l')
while True: libc.renameat2(-100, a, -100, l, 2)`;
  return spawn('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', PYTHON!, '-c', loop], { stdio: 'ignore' });
}

const fix = (dir: string) => runCli(['validate', dir, '--fix', '--no-config', '--format', 'text']);

describe.skipIf(!ROOT || !PYTHON)('(root, python3 for renameat2) the entry folder swapped for a link while --fix runs (a second user)', () => {
  it('never changes the mode of a root-only file outside the tree', () => {
    const { skill, entry } = nobodysSkill("#!/bin/sh\necho '{}'\n");
    mkdirSync(`${base}/secret`, { mode: 0o700 });
    writeFileSync(`${base}/secret/run.sh`, 'root only\n', { mode: 0o600 });
    symlinkSync(`${base}/secret`, `${skill}/l`);
    lchownSync(`${skill}/l`, NOBODY, NOBODY);
    const held = openSync(entry, constants.O_RDONLY);
    swapper = startSwapper(skill);
    let refused = 0;
    let fixed = 0;
    try {
      for (let i = 0; i < RUNS; i++) {
        fchmodSync(held, 0o644);
        const r = fix(`${base}/tree`);
        expect((statSync(`${base}/secret/run.sh`).mode & 0o7777).toString(8), r.stdout + r.stderr).toBe('600');
        if (r.stderr.includes('changed since it was checked')) refused++;
        if (r.stderr.includes('fixed: ') && r.stderr.includes('[entry-not-executable]')) fixed++;
      }
    } finally {
      closeSync(held);
    }
    // The attack landed in the window (and was refused), and the fix still works between swaps.
    expect(refused).toBeGreaterThan(0);
    expect(fixed).toBeGreaterThan(0);
  });
});

describe('--fix on an entry file', () => {
  it('concurrent runs write the #! line once', async () => {
    // Skills after the raced one hold each run's check-to-write window open; the second run starts a little later each round, so in some round it checks before the first one's write and plans after it.
    const tree = `${base}/tree`;
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
  });

  it.skipIf(!ROOT)('run as root keeps the owner, group and mode of the file it rewrites', () => {
    const skill = `${base}/skill`;
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
    const skill = `${base}/skill`;
    mkdirSync(skill);
    writeFileSync(`${skill}/skill.json`, manifest('run.sh'));
    writeFileSync(`${skill}/run.sh`, "#!/bin/sh\necho '{}'\n", { mode: 0o644 });
    chmodSync(`${skill}/run.sh`, 0o644);
    linkSync(`${skill}/run.sh`, `${base}/other-name`);
    const r = fix(skill);
    expect(r.stderr).toContain('chmod 0644 -> 0755 (the entry is executable; it has 2 hard links, and the mode is the file\'s: every name of it changes)');
    expect((statSync(`${base}/other-name`).mode & 0o7777).toString(8)).toBe('755');
  });
});

function runAsync(args: string[]): Promise<number | null> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: 'ignore', env: { ...process.env, NO_COLOR: '1' } });
    child.on('exit', (code) => resolve(code));
  });
}
