// `init` on a terminal asks for what the flags do not say; util-linux
// `script` gives it a pseudo-terminal and types the answers.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hasScript } from '../helpers/pty.js';
import { BIN, runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';


let base: string;
beforeAll(() => (base = tempBase()));
afterAll(() => removeBase(base));

it.skipIf(!hasScript)('asks for name, description, class and language; the answers make a skill that validates and tests green', () => {
  const cmd = `cd '${base}' && '${process.execPath}' '${BIN}' init asked; echo "[exit $?]"`;
  const r = spawnSync('script', ['-qec', cmd, '/dev/null'], { input: 'disk_info\nShows disk use\nmutating\nnode\n', env: { ...process.env, NO_COLOR: '1' }, timeout: 20_000 });
  const screen = r.stdout.toString().replace(/\r/g, '');
  expect(screen).toContain('name (asked): ');
  expect(screen).toContain('[exit 0]');
  const manifest = JSON.parse(readFileSync(path.join(base, 'asked/skill.json'), 'utf8'));
  expect(manifest).toMatchObject({ name: 'disk_info', description: 'Shows disk use', class: 'mutating', entry: 'run.js' });
  // A node skill: clean on this machine; the manager's image has no Node (docs/target.md).
  expect(runCli(['validate', 'asked', '--target', 'host'], { cwd: base }).code).toBe(0);
  expect(runCli(['test', 'asked', '--yes'], { cwd: base }).code).toBe(0);
});

it('a dangerous skill: its tests run only under dual-sign-required with two approvers', () => {
  expect(runCli(['init', 'wipe', '--class', 'dangerous', '--yes'], { cwd: base }).code).toBe(0);
  const refused = runCli(['test', 'wipe', '--yes'], { cwd: base });
  expect(refused.code).toBe(3);
  expect(refused.stdout).toContain('dual-sign-required');
  const one = runCli(['test', 'wipe', '--permission-mode', 'dual-sign-required', '--approver', 'ana'], { cwd: base });
  expect(one.code).toBe(3);
  const ok = runCli(['test', 'wipe', '--permission-mode', 'dual-sign-required', '--approver', 'ana', '--approver', 'ben'], { cwd: base });
  expect(ok.code, ok.stdout).toBe(0);
});
