// A skill flooding stderr while the CLI's stderr goes to a
// slow reader. The child's stderr is shown live; memory must stay bounded
// whatever the reader's speed (the skill waits for the reader instead).
import { spawn, spawnSync } from 'node:child_process';
import { closeSync, constants, openSync, readFileSync } from 'node:fs';
import { Socket } from 'node:net';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { makeSkill, tempDir } from '../run/helpers.js';

const tmp = tempDir();
afterAll(() => tmp.remove());
const root = path.join(tmp.dir, 'skills');
const FLOOD = 96 * 1024 * 1024;
makeSkill(root, 'errflood', `#!/bin/sh\n/usr/bin/head -c ${FLOOD} /dev/zero >&2\nprintf '{}'\n`, { timeout_seconds: 120 });

const vmHwmKiB = (pid: number): number => {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
};

/**
 * The CLI with its stderr on a non-blocking pipe (as a terminal multiplexer
 * or a Node parent may hand it over: a full pipe says EAGAIN instead of
 * waiting), read at most 256 KiB per 10 ms.
 */
function runWithSlowStderr(): Promise<{ code: number | null; got: number; peakMiB: number }> {
  const fifo = path.join(tmp.dir, 'stderr.fifo');
  spawnSync('/usr/bin/mkfifo', [fifo]);
  const readEnd = openSync(fifo, constants.O_RDONLY | constants.O_NONBLOCK);
  const writeEnd = openSync(fifo, constants.O_WRONLY | constants.O_NONBLOCK);
  const env = { ...process.env, NO_COLOR: '1', ONGRID_SKILLS_EXTERNAL_DIRS: root };
  const child = spawn(process.execPath, [BIN, 'run', 'errflood'], { env, stdio: ['pipe', 'ignore', writeEnd] });
  closeSync(writeEnd);
  const stderr = new Socket({ fd: readEnd, readable: true, writable: false });
  child.stdin?.end('{}');
  let got = 0;
  let tick = 0;
  let peak = 0;
  const poll = setInterval(() => (peak = Math.max(peak, vmHwmKiB(child.pid!))), 20);
  const pace = setInterval(() => {
    tick = 0;
    stderr.resume();
  }, 10);
  stderr.on('data', (c: Buffer) => {
    got += c.length;
    tick += c.length;
    if (tick >= 256 << 10) stderr.pause();
  });
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const drained = new Promise<void>((resolve) => stderr.on('close', () => resolve()));
  return Promise.all([exited, drained]).then(([code]) => {
    clearInterval(poll);
    clearInterval(pace);
    return { code, got, peakMiB: peak / 1024 };
  });
}

describe('a slow reader of the CLI\'s stderr', () => {
  it('gets all of a 96 MiB stderr flood while the CLI stays under 130 MiB', async () => {
    const r = await runWithSlowStderr();
    expect(r.code).toBe(0);
    expect(r.got).toBeGreaterThanOrEqual(FLOOD);
    expect(r.peakMiB).toBeGreaterThan(0);
    expect(r.peakMiB).toBeLessThan(130);
  }, 120_000);
});
