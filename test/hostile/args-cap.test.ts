// Run reads at most ARGS_CAP of args (70 MiB, the most the
// nginx shipped in front of the manager's API lets through), from a file, a
// device or a pipe, then stops: `error:` and exit 2, nothing started.
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

const LIMIT = 20_000;
const MiB = 1024 * 1024;
let base = '';
afterEach(() => base && removeBase(base));

function oneSkill(): string {
  base = tempBase();
  buildTree(base, { files: skill('r/echo', { name: 'echo', description: 'd', entry: 'run.sh' }) });
  return `${base}/r`;
}

describe('args are capped', () => {
  it('--args /dev/zero stops at the cap with error: and exit 2', () => {
    const root = oneSkill();
    const r = runCli(['run', 'echo', '--dir', root, '--args', '/dev/zero'], { timeoutMs: LIMIT });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: args (/dev/zero) are over 70 MiB');
    expect(r.stdout).toBe('');
  }, LIMIT + 5000);

  it('piped stdin over the cap is refused the same way', () => {
    const root = oneSkill();
    const over = Buffer.alloc(70 * MiB + 1, 0x20);
    const r = runCli(['run', 'echo', '--dir', root], { input: over, timeoutMs: LIMIT });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: args (stdin) are over 70 MiB');
  }, LIMIT + 5000);
});
