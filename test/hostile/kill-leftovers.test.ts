// Killing the CLI (any catchable terminating signal) while a
// skill runs, or while a backtracking schema pattern is being checked,
// leaves no /tmp/ongrid-skills-fifo-PID-* behind: the FIFOs exist only
// inside one synchronous step (runner/stdio-pipes.ts).
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base: string;
beforeEach(() => (base = tempBase()));
afterEach(() => removeBase(base));

const leftovers = (pid: number): string[] => readdirSync(tmpdir()).filter((n) => n.startsWith(`ongrid-skills-fifo-${pid}-`));

async function killDuring(args: string[], input: string, signal: NodeJS.Signals, afterMs: number): Promise<number> {
  const child = spawn(process.execPath, [BIN, ...args], { stdio: ['pipe', 'ignore', 'ignore'], env: { ...process.env, NO_COLOR: '1' } });
  child.stdin.end(input);
  await new Promise((r) => setTimeout(r, afterMs));
  child.kill(signal);
  await new Promise((r) => child.on('exit', r));
  return child.pid!;
}

describe('a killed CLI leaves no FIFO folder', () => {
  const files = (schema?: unknown) => [
    { path: 's/skill.json', text: JSON.stringify({ name: 'slow', description: 'd', class: 'safe', entry: 'run.sh', timeout_seconds: 30, schema }) },
    { path: 's/run.sh', text: '#!/bin/sh\nsleep 20\n', mode: '0755' },
  ];
  for (const signal of ['SIGTERM', 'SIGINT', 'SIGHUP'] as const) {
    it(`${signal} while the skill runs`, { timeout: 30_000 }, async () => {
      buildTree(base, { files: files() });
      const pid = await killDuring(['run', 'slow', '--dir', base], '{}', signal, 1500);
      expect(leftovers(pid)).toEqual([]);
    });
  }
  it('SIGTERM while a backtracking pattern is checked', { timeout: 30_000 }, async () => {
    buildTree(base, { files: files({ type: 'object', properties: { a: { type: 'string', pattern: '^(a+)+$' } } }) });
    const pid = await killDuring(['run', 'slow', '--dir', base], JSON.stringify({ a: 'a'.repeat(40) + '!' }), 'SIGTERM', 700);
    expect(leftovers(pid)).toEqual([]);
  });
});
