// `run`, `scan` and `lsp` start bundles of their own (dist/ongrid-skills-NAME.cjs,
// the program with that command alone), every other command the whole
// program. A user must not be able to tell them apart: each invocation below
// gives the same bytes and exit code through the command's bundle as through
// the whole program (a copy of the package without the command bundles,
// where the bin falls back to the whole program).
import { chmodSync, cpSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { loadedBy } from '../helpers/loaded.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const REPO = path.resolve(path.dirname(BIN), '..');
const FIXTURES = path.join(REPO, 'fixtures', 'skills');
const base = tempBase();
const whole = path.join(base, 'whole');
const SKILLS = path.join(base, 'skills');

beforeAll(() => {
  // A skill that echoes its args, with a schema for them.
  mkdirSync(path.join(SKILLS, 'echo'), { recursive: true });
  const schema = { type: 'object', properties: { path: { type: 'string' } }, required: ['path'] };
  writeFileSync(path.join(SKILLS, 'echo', 'skill.json'), JSON.stringify({ name: 'echo_args', description: 'echo', entry: 'run.sh', schema }));
  writeFileSync(path.join(SKILLS, 'echo', 'run.sh'), '#!/bin/sh\ncat\necho done >&2\n');
  chmodSync(path.join(SKILLS, 'echo', 'run.sh'), 0o755);
  for (const part of ['bin', 'dist', 'package.json']) cpSync(path.join(REPO, part), path.join(whole, part), { recursive: true });
  for (const name of ['run', 'scan', 'lsp']) rmSync(path.join(whole, 'dist', `ongrid-skills-${name}.cjs`));
});
afterAll(() => removeBase(base));

describe('which bundle starts', () => {
  for (const [args, bundle] of [
    [['run', 'host_uptime', '--dir', FIXTURES], 'ongrid-skills-run.cjs'],
    [['scan', FIXTURES], 'ongrid-skills-scan.cjs'],
    [['validate', path.join(FIXTURES, 'host-uptime')], 'ongrid-skills.cjs'],
    [['--no-color', 'scan', FIXTURES], 'ongrid-skills.cjs'],
    [['help', 'run'], 'ongrid-skills.cjs'],
    [['lsp', '--help'], 'ongrid-skills-lsp.cjs'],
  ] as const) {
    it(`${args[0]} ${args[1]}: ${bundle}`, () => {
      const r = loadedBy([...args], { input: '{}' });
      expect([...r.bundles]).toEqual([bundle]);
    });
  }
});

describe('a command bundle behaves as the whole program', () => {
  const cases: Array<{ args: string[]; input?: string }> = [
    { args: ['run', '--help'] },
    { args: ['run'] },
    { args: ['run', 'a', 'b'] },
    { args: ['run', 'host_uptime', '--bogus'] },
    { args: ['run', 'no_such_skill', '--dir', FIXTURES] },
    { args: ['run', 'echo_args', '--dir', SKILLS], input: '{"path": "/"}' },
    { args: ['run', 'echo_args', '--dir', SKILLS, '--as', 'rest', '--pretty'], input: '{"path": "/"}' },
    { args: ['run', 'echo_args', '--dir', SKILLS], input: '{"path": 3}' },
    { args: ['run', 'echo_args', '--dir', SKILLS, '--timeout', 'soon'] },
    { args: ['scan', '--help'] },
    { args: ['scan', FIXTURES] },
    { args: ['scan', FIXTURES, '--json'] },
    { args: ['scan', '--format', 'nope'] },
    { args: ['lsp', '--help'] },
    { args: ['lsp', '--bogus'] },
    { args: ['lsp', '--stdio'], input: '' },
  ];
  for (const { args, input } of cases) {
    it(args.join(' ').replaceAll(FIXTURES, 'fixtures/skills').replaceAll(SKILLS, 'skills') + (input ? ` < ${input}` : ''), () => {
      const own = runCli(args, { cwd: base, input });
      const all = runCli(args, { cwd: base, input, bin: path.join(whole, 'bin', 'ongrid-skills.js') });
      expect(own.code).toBe(all.code);
      expect(own.stdout).toBe(all.stdout);
      expect(own.stderr).toBe(all.stderr);
    });
  }
});
