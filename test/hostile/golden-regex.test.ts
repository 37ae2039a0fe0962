// A golden test's regular expressions (`$regex`, "/re/" for error and
// stderr) come from the tree and meet the skill's output: a backtracking one
// is cut off at the regex budget with a finding that says so, and a signal
// sent while the checks run ends `test` (exit 130) instead of waiting them out.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base: string;
beforeEach(() => (base = tempBase()));
afterEach(() => removeBase(base));

const manifest = { name: 'golden_re', description: 'd', class: 'safe', entry: 'run.sh', timeout_seconds: 5 };
const evil = (i: number): string => 'a'.repeat(40 + (i % 7)) + '!'.repeat(1 + Math.floor(i / 7));
const N = 60;

/** A skill whose result holds N almost-matching strings, writing `ran` once it has answered. */
function tree(expectResult: unknown, stderrRe?: string): void {
  const values = JSON.stringify({ v: Array.from({ length: N }, (_, i) => evil(i)) });
  const run = `#!/bin/sh\ncat >/dev/null\necho '${values}'\necho '${evil(0)}' >&2\n: > "${base}/ran"\n`;
  const cases = [{ name: 'matchers', args: {}, expect: { ok: true, result: expectResult, ...(stderrRe ? { stderr: stderrRe } : {}) } }];
  buildTree(base, { files: [...skill('s', manifest, 'run.sh')!.map((f) => (f.path === 's/run.sh' ? { ...f, text: run } : f)), { path: 's/tests/c.test.json', text: JSON.stringify({ cases }) }] });
}

describe('golden test regexes', () => {
  it('(a+)+$ against a long string is a clear finding within the budget, for $regex and /re/', { timeout: 60_000 }, () => {
    tree({ v: Array.from({ length: N }, (_, i) => (i === 0 ? { $regex: '^(a+)+$' } : { $type: 'string' })) }, '/^(a+)+$/');
    const r = runCli(['test', 's'], { cwd: base, timeoutMs: 30_000 });
    expect(r.code).toBe(1);
    expect(r.stdout).toContain('result /v/0: {"$regex":"^(a+)+$"} ran over 1 s on "aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!"');
    expect(r.stdout).toContain('stderr: /^(a+)+$/ ran over 1 s on this text');
  });

  it('SIGTERM while the checks run ends test with exit 130', { timeout: 90_000 }, async () => {
    // N checks of a second each: far longer than the signal takes to act.
    tree({ v: Array.from({ length: N }, () => ({ $regex: '^(a+)+$' })) });
    const child = spawn(process.execPath, [BIN, 'test', 's'], { cwd: base, env: { ...process.env, NO_COLOR: '1' }, stdio: 'ignore' });
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
    const killer = setTimeout(() => child.kill('SIGKILL'), 60_000);
    while (!existsSync(`${base}/ran`) && child.exitCode === null) await new Promise((r) => setTimeout(r, 50));
    // The skill has answered: the checks start now; let the first be under way.
    await new Promise((r) => setTimeout(r, 1500));
    child.kill('SIGTERM');
    const code = await exited;
    clearTimeout(killer);
    expect(code).toBe(130);
  });
});
