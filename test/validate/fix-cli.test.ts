// validate --fix and --fix-dry-run as a user meets them: the dry run's diff
// (git applies it, nothing is written), the report after --fix (fixed, not
// fixed and why, what is left), and the fixes the engine refuses because
// they would change more than the finding.
import { execFileSync } from 'node:child_process';
import { cpSync, readFileSync, readdirSync, statSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';
import { REPO } from './fixtures.js';

const FIX = path.join(REPO, 'fixtures/fix');

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const ok = (name: string, extra: object = {}) => ({ name, description: 'd', entry: 'run.sh', timeout_seconds: 5, ...extra });
const pretty = (o: object): string => JSON.stringify(o, null, 2) + '\n';
const read = (rel: string): string => readFileSync(path.join(base, rel), 'utf8');
const loaderFree = (stderr: string): string[] => stderr.split('\n').filter((l) => l && !l.startsWith('skill loader: '));

describe('--fix-dry-run', () => {
  it('prints a patch git applies, writes nothing, and exits as validate would', () => {
    base = tempBase();
    buildTree(base, { files: [...skill('s/a', pretty(ok('a', { timeout_seconds: undefined, timeout: 7 })))!, ...skill('s/b', pretty({ ...ok('b'), class: 'Mutating' }))!] });
    const before = read('s/a/skill.json');
    const r = runCli(['validate', 's', '--fix-dry-run'], { cwd: base });
    expect(r.code).toBe(1); // class "Mutating" is an error until fixed
    expect(read('s/a/skill.json')).toBe(before);
    expect(r.stdout).toContain('diff --git a/s/a/skill.json b/s/a/skill.json\n--- a/s/a/skill.json\n+++ b/s/a/skill.json\n');
    expect(r.stdout).toContain('-  "timeout": 7\n+  "timeout_seconds": 7\n');
    expect(r.stdout).toContain('-  "class": "Mutating"\n+  "class": "mutating"\n');
    expect(loaderFree(r.stderr)).toEqual(['note: --fix-dry-run: --fix would fix 2 problems in 2 files (the diff on stdout); nothing written']);
    writeFileSync(path.join(base, 'fix.patch'), r.stdoutBytes);
    execFileSync('git', ['init', '-q', '.'], { cwd: base });
    execFileSync('git', ['apply', 'fix.patch'], { cwd: base });
    expect(JSON.parse(read('s/a/skill.json'))).toEqual({ ...ok('a'), timeout_seconds: 7 });
  });

  it('for every fix fixture, git apply of the patch gives its after/ folder (no final newline, BOM, modes)', () => {
    base = tempBase();
    const rules = readdirSync(FIX, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name);
    for (const rule of rules) cpSync(path.join(FIX, rule, 'before'), path.join(base, rule), { recursive: true });
    const r = runCli(['validate', '.', '--fix-dry-run'], { cwd: base });
    writeFileSync(path.join(base, '..fix.patch'), r.stdoutBytes);
    execFileSync('git', ['init', '-q', '.'], { cwd: base });
    execFileSync('git', ['apply', '..fix.patch'], { cwd: base });
    for (const rule of rules) {
      for (const name of readdirSync(path.join(FIX, rule, 'after'))) {
        const [got, want] = [path.join(base, rule, name), path.join(FIX, rule, 'after', name)];
        expect(`${rule}/${name} ${statSync(got).mode & 0o777}`).toBe(`${rule}/${name} ${statSync(want).mode & 0o777}`);
        expect(readFileSync(got).equals(readFileSync(want))).toBe(true);
      }
    }
  });

  it('shows a mode change in git words', () => {
    base = tempBase();
    buildTree(base, { files: [{ path: 's/a/skill.json', text: pretty(ok('a')) }, { path: 's/a/run.sh', text: '#!/bin/sh\n', mode: '0640' }] });
    const r = runCli(['validate', 's', '--fix-dry-run'], { cwd: base });
    expect(r.stdout).toBe('diff --git a/s/a/run.sh b/s/a/run.sh\nold mode 100640\nnew mode 100750\n');
  });

  it('--fix with --fix-dry-run is a usage error', () => {
    base = tempBase();
    buildTree(base, { files: skill('s/a', ok('a')) });
    const r = runCli(['validate', 's', '--fix', '--fix-dry-run'], { cwd: base });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('--fix and --fix-dry-run exclude each other');
  });
});

describe('--fix', () => {
  it('lists what it fixed, then reports what is left; exit status from what is left', () => {
    base = tempBase();
    buildTree(base, { files: skill('s/a', pretty(ok('Disk-Cleaner', { Entry: 'run.sh', entry: undefined, version: 2 }))) });
    const r = runCli(['validate', 's', '--fix'], { cwd: base });
    expect(r.code).toBe(0);
    expect(loaderFree(r.stderr)).toEqual([
      'fixed: s/a/skill.json:2:11  name "Disk-Cleaner" -> "disk_cleaner"  [name-format]',
      'fixed: s/a/skill.json:5:3  key `Entry` -> `entry`  [case-insensitive-key]',
      'note: --fix: fixed 2 problems in 1 file; 1 problem left (below)',
    ]);
    expect(r.stdout).toContain('`version` is not a manifest key');
    expect(JSON.parse(read('s/a/skill.json'))).toEqual({ description: 'd', timeout_seconds: 5, name: 'disk_cleaner', entry: 'run.sh', version: 2 });
  });

  it('keeps the value the manager uses when a later null leaves a string as it was', () => {
    base = tempBase();
    buildTree(base, { files: skill('s/a', '{\n  "name": "a",\n  "description": "kept",\n  "entry": "run.sh",\n  "timeout_seconds": 5,\n  "description": null\n}\n') });
    const r = runCli(['validate', 's', '--fix'], { cwd: base });
    expect(loaderFree(r.stderr)[0]).toBe(
      "fixed: s/a/skill.json:6:3  removed this `description`; kept the one at line 3, the value the manager uses (Go's encoding/json keeps the last value that is not null)  [repeated-key]",
    );
    expect(read('s/a/skill.json')).toBe('{\n  "name": "a",\n  "description": "kept",\n  "entry": "run.sh",\n  "timeout_seconds": 5\n}\n');
  });

  it('refuses a rename that would make the manager reject the manifest, and says why', () => {
    base = tempBase();
    buildTree(base, { files: skill('s/a', pretty(ok('a', { timeout_seconds: undefined, timeout: '60s' }))) });
    const before = read('s/a/skill.json');
    const r = runCli(['validate', 's', '--fix'], { cwd: base });
    expect(loaderFree(r.stderr)).toContain(
      'note: not fixed: s/a/skill.json:5:3  [unknown-key] the manager would then reject the manifest (json: cannot unmarshal string into Go struct field SkillManifest.timeout_seconds of type int)',
    );
    expect(read('s/a/skill.json')).toBe(before);
  });

  it('refuses to remove a repeat that Go merges into the value it keeps (env_allow)', () => {
    base = tempBase();
    buildTree(base, { files: skill('s/a', '{"name":"a","description":"d","entry":"run.sh","timeout_seconds":3,"env_allow":["HOME"],"env_allow":[null]}\n') });
    const before = read('s/a/skill.json');
    const r = runCli(['validate', 's', '--fix'], { cwd: base });
    expect(loaderFree(r.stderr)[0]).toBe('note: not fixed: s/a/skill.json:1:68  [repeated-key] it would change what the manager loads (env_allow)');
    expect(read('s/a/skill.json')).toBe(before);
  });

  it('does not rename a key onto a field that is set, nor a name onto a taken one', () => {
    base = tempBase();
    buildTree(base, {
      files: [...skill('s/a', pretty(ok('a', { timeout: 9 })))!, ...skill('s/b', pretty(ok('Taken')))!, ...skill('s/c', pretty(ok('taken')))!],
    });
    const before = [read('s/a/skill.json'), read('s/b/skill.json')];
    const r = runCli(['validate', 's', '--fix'], { cwd: base });
    expect(loaderFree(r.stderr)).toContain('note: --fix: nothing to fix; 2 problems left (below)');
    expect([read('s/a/skill.json'), read('s/b/skill.json')]).toEqual(before);
  });

  it('two names that snake to the same one: only the first is renamed', () => {
    base = tempBase();
    buildTree(base, { files: [...skill('s/a', pretty(ok('My Tool')))!, ...skill('s/b', pretty(ok('my-tool')))!] });
    runCli(['validate', 's', '--fix'], { cwd: base });
    expect([JSON.parse(read('s/a/skill.json')).name, JSON.parse(read('s/b/skill.json')).name]).toEqual(['my_tool', 'my-tool']);
  });

  it('never writes through a linked skill.json', () => {
    base = tempBase();
    // The link stays inside the root, so the manifest is read (one out of the root is not read at all).
    buildTree(base, { files: [{ path: 's/real.json', text: '\ufeff' + pretty(ok('a')) }, { path: 's/a/run.sh', text: '#!/bin/sh\n', mode: '0755' }] });
    symlinkSync(path.join(base, 's/real.json'), path.join(base, 's/a/skill.json'));
    const before = read('s/real.json');
    const r = runCli(['validate', 's', '--fix'], { cwd: base });
    expect(loaderFree(r.stderr)[0]).toBe(`note: not fixed: s/a/skill.json:1:1  [bom] cannot write ${base}/s/a/skill.json: it is a symbolic link, never written through`);
    expect(read('s/real.json')).toBe(before);
    expect(r.code).toBe(1);
  });
});
