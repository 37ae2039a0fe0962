// Processes that leave the skill's group (setsid) are
// tracked while it runs and killed at the end, with a note naming them
// (--leave-running leaves them, and says so); every terminating signal the
// CLI can catch ends the skill's group as SIGINT does.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { alive, lastLine, makeSkill, runCliAsync, tempDir } from '../run/helpers.js';

const tmp = tempDir();
afterAll(() => tmp.remove());
const root = path.join(tmp.dir, 'skills');
const env = { ONGRID_SKILLS_EXTERNAL_DIRS: root };
const pidFile = (name: string): string => path.join(tmp.dir, `${name}.pid`);
const pidOf = (name: string): number => Number(readFileSync(pidFile(name), 'utf8').trim());
const killIfAlive = (pid: number): void => {
  if (alive(pid)) process.kill(pid, 'SIGKILL');
};

/** A skill whose child leaves the group with setsid (output closed, so the pipes do not hold the run). */
const daemonizing = (name: string, rest: string, manifest: Record<string, unknown> = {}): void => {
  makeSkill(root, name, `#!/bin/sh\n/usr/bin/setsid /bin/sleep 300 </dev/null >/dev/null 2>&1 &\necho $! > ${pidFile(name)}\n/bin/sleep 0.2\n${rest}`, manifest);
};
daemonizing('daemon_ok', "echo started >&2\nprintf '{}'\n");
daemonizing('daemon_slow', 'echo started >&2\n/bin/sleep 60\n', { timeout_seconds: 1 });
daemonizing('daemon_left', "printf '{}'\n");
makeSkill(root, 'slow', `#!/bin/sh\ntrap '' INT TERM HUP QUIT USR2 ALRM\n/bin/sleep 30 &\necho $! > ${pidFile('slow')}\necho started >&2\n/bin/sleep 30\n`);

describe('processes that leave the group', () => {
  it('are killed when the skill ends, with a note naming them', async () => {
    const r = await runCliAsync(['run', 'daemon_ok'], { env });
    const pid = pidOf('daemon_ok');
    try {
      expect(r.code).toBe(0);
      expect(r.stdout.toString()).toBe('{}');
      expect(alive(pid)).toBe(false);
      expect(r.stderr.toString()).toContain(`note: process ${pid} the skill started outside its process group (setsid or setpgid) was still running after it ended; killed`);
    } finally {
      killIfAlive(pid);
    }
  }, 20_000);

  it('are killed after a timeout too', async () => {
    const r = await runCliAsync(['run', 'daemon_slow'], { env });
    const pid = pidOf('daemon_slow');
    try {
      expect(r.code).toBe(1);
      expect(lastLine(r.stderr)).toBe('subprocess skill daemon_slow: timed out after 1s');
      expect(alive(pid)).toBe(false);
    } finally {
      killIfAlive(pid);
    }
  }, 20_000);

  it('are left running with --leave-running, and the note says so', async () => {
    const r = await runCliAsync(['run', 'daemon_left', '--leave-running'], { env });
    const pid = pidOf('daemon_left');
    try {
      expect(r.code).toBe(0);
      expect(alive(pid)).toBe(true);
      expect(r.stderr.toString()).toContain(`note: process ${pid} the skill started outside its process group (setsid or setpgid) is still running (left running`);
    } finally {
      killIfAlive(pid);
    }
  }, 20_000);
});

describe('every terminating signal ends the group like SIGINT', () => {
  for (const name of ['SIGQUIT', 'SIGUSR2', 'SIGALRM', 'SIGXCPU'] as const) {
    it(`${name}: the group is killed, exit 130`, async () => {
      const r = await runCliAsync(['run', 'slow'], { env, signal: { name, when: 'started' } });
      const pid = pidOf('slow');
      try {
        expect(r.code).toBe(130);
        expect(lastLine(r.stderr)).toBe('interrupted: killed the process group of "slow"; nothing of it is left running');
        expect(alive(pid)).toBe(false);
      } finally {
        killIfAlive(pid);
      }
    }, 20_000);
  }
});
