// validate of a big tree (MIN_PREFETCH loaded skills or more) reads the
// entries with a worker thread's help (runner/entry-prefetch.ts). A user
// must not be able to tell: the same bytes and exit code as a copy of the
// package without the worker's file, where every entry is read on the main
// thread. The tree has every kind of entry finding, all through it.
import { chmodSync, cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MIN_PREFETCH, WORKER_FILE } from '../../src/runner/entry-prefetch.js';
import { BIN, runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const REPO = path.resolve(path.dirname(BIN), '..');
const base = tempBase();
// Preloaded into the CLI: notes each worker thread it starts, by file (no V8 flag, so the code caches hold).
const hook = path.join(base, 'note-workers.cjs');
const noted = path.join(base, 'workers.txt');
const alone = path.join(base, 'alone');
const tree = path.join(base, 'skills');
const SKILLS = Math.ceil(MIN_PREFETCH * 1.5); // a seventh of them have no entry, so do not register

/** Entry scripts of every kind the entry rules tell apart. */
const KINDS: Array<(dir: string) => void> = [
  (dir) => script(dir, '#!/bin/sh\necho {}\n', 0o755),
  (dir) => script(dir, 'echo {}\n', 0o755), // no shebang
  (dir) => script(dir, '#!/bin/sh\necho {}\n', 0o644), // no x bit
  (dir) => mkdirSync(path.join(dir, 'run.sh')), // a directory
  () => {}, // missing
  (dir) => script(dir, '#!/no/such/interpreter\n', 0o755),
  (dir) => script(dir, '#!/usr/bin/env python3\n', 0o755), // env without PATH allowed
];

function script(dir: string, text: string, mode: number): void {
  writeFileSync(path.join(dir, 'run.sh'), text);
  chmodSync(path.join(dir, 'run.sh'), mode);
}

beforeAll(() => {
  for (let i = 0; i < SKILLS; i++) {
    const dir = path.join(tree, `g${i % 10}`, `s${i}`);
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, 'skill.json'), JSON.stringify({ name: `s_${i}`, description: 'd', entry: 'run.sh', timeout_seconds: 10 }));
    KINDS[i % KINDS.length](dir);
  }
  writeFileSync(
    hook,
    `const t = require('node:worker_threads'); const W = t.Worker;
t.Worker = class extends W { constructor(file, o) { require('node:fs').appendFileSync(${JSON.stringify(noted)}, require('node:path').basename(String(file)) + '\\n'); super(file, o); } };`,
  );
  for (const part of ['bin', 'dist', 'package.json']) cpSync(path.join(REPO, part), path.join(alone, part), { recursive: true });
  rmSync(path.join(alone, 'dist', WORKER_FILE));
});
afterAll(() => removeBase(base));

describe('validate with the entry worker', () => {
  for (const format of ['text', 'json']) {
    it(`--format ${format}: the same bytes as without the worker`, () => {
      const args = ['validate', tree, '--format', format];
      const env = { NODE_OPTIONS: `--require ${hook}` };
      rmSync(noted, { force: true });
      const helped = runCli(args, { cwd: base, env });
      expect(readFileSync(noted, 'utf8')).toBe(`${WORKER_FILE}\n`); // the worker did start
      rmSync(noted, { force: true });
      const single = runCli(args, { cwd: base, env, bin: path.join(alone, 'bin', 'ongrid-skills.js') });
      expect(existsSync(noted)).toBe(false);
      expect(helped.code).toBe(1);
      expect(helped.stderrBytes.equals(single.stderrBytes)).toBe(true);
      expect(helped.stdout).toBe(single.stdout);
      expect(helped.code).toBe(single.code);
      // Every kind of entry finding is in there, for each of its skills.
      for (const rule of ['entry-no-shebang', 'entry-not-executable', 'entry-is-directory', 'interpreter-missing', 'env-shebang-no-path']) {
        expect(helped.stdout.split(rule).length - 1, rule).toBeGreaterThanOrEqual(Math.floor(SKILLS / KINDS.length));
      }
    });
  }
});
