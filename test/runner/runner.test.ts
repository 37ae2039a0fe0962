// The runner against hostile skills, in process (docs/manager.md#running-a-skill).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { STDERR_CAP, STDOUT_CAP } from '../../src/runner/run-outcome.js';
import { type RunRequest, runSkillProcess } from '../../src/runner/runner.js';
import { alive, makeSkill, tempDir } from '../run/helpers.js';

const tmp = tempDir();
afterAll(() => tmp.remove());
let n = 0;
const skill = (script: string, mode?: number): string => makeSkill(tmp.dir, `s${n++}`, script, {}, mode);
const run = (entry: string, over: Partial<RunRequest> = {}) =>
  runSkillProcess({ entry, env: [], stdin: Buffer.from('{}'), deadlineMs: 10_000, ...over });
const pidFile = (): string => path.join(tmp.dir, `pid${n++}`);
const readPid = (file: string): number => Number(readFileSync(file, 'utf8').trim());

describe('runSkillProcess', () => {
  it.concurrent('gives the entry alone as argv, the args on stdin without a newline, the inherited cwd', async () => {
    const entry = skill('#!/bin/sh\nin=$(/bin/cat)\nprintf \'{"argc":%d,"arg0":"%s","cwd":"%s","in":%s}\' $# "$0" "$(/bin/pwd)" "$in"\n');
    const f = await run(entry, { stdin: Buffer.from('{"a":1}') });
    expect(JSON.parse(f.stdout.toString())).toEqual({ argc: 0, arg0: entry, cwd: process.cwd(), in: { a: 1 } });
    expect(f).toMatchObject({ exitCode: 0, deadlinePassed: false, waitDelayExpired: false, groupSurvived: false });
  });

  it.concurrent('gives the child exactly the environment it is handed, nothing added', async () => {
    const entry = skill("#!/bin/sh\n/usr/bin/tr '\\000' '\\n' < /proc/$$/environ\n");
    const f = await run(entry, { env: [['ONLY_THIS', 'v=1']] });
    expect(f.stdout.toString()).toBe('ONLY_THIS=v=1\n');
    const none = await run(entry, { env: [] });
    expect(none.stdout.toString()).toBe('');
  });

  it.concurrent('keeps 16 MiB of stdout and drains the rest', async () => {
    const entry = skill('#!/bin/sh\n/usr/bin/head -c 20971520 /dev/zero\n');
    const f = await run(entry);
    expect(f.stdout.length).toBe(STDOUT_CAP);
    expect(f.stdoutSeen).toBe(20971520);
    expect(f.exitCode).toBe(0);
  });

  it.concurrent('streams 1 MiB of stderr live and keeps the first 16 KiB', async () => {
    const entry = skill('#!/bin/sh\n/usr/bin/head -c 1048576 /dev/zero | /usr/bin/tr "\\000" e >&2\n/bin/sleep 0.6\necho {}\n');
    let live = 0;
    let firstAt = 0;
    const t0 = Date.now();
    const f = await run(entry, {
      onStderr: (c) => {
        live += c.length;
        firstAt ||= Date.now() - t0;
      },
    });
    expect(live).toBe(1048576);
    expect(f.stderrSeen).toBe(1048576);
    expect(f.stderr.length).toBe(STDERR_CAP);
    expect(firstAt).toBeLessThan(f.elapsedMs - 400); // arrived well before the exit
  });

  it.concurrent('survives a skill that exits without reading 1 MiB of args (EPIPE)', async () => {
    const entry = skill("#!/bin/sh\nprintf '{\"ok\":true}'\n");
    const f = await run(entry, { stdin: Buffer.from(JSON.stringify({ blob: 'x'.repeat(1 << 20) })) });
    expect(f.exitCode).toBe(0);
    expect(f.stdout.toString()).toBe('{"ok":true}');
    expect(f.waitDelayExpired).toBe(false);
  });

  it.concurrent('kills a skill that ignores SIGTERM at the deadline, group and all', async () => {
    const pids = pidFile();
    const entry = skill(`#!/bin/sh\ntrap '' TERM INT HUP\n/bin/sleep 30 &\necho $! > ${pids}\nwhile :; do /bin/sleep 1; done\n`);
    const f = await run(entry, { deadlineMs: 500 });
    expect(f.deadlinePassed).toBe(true);
    expect(f.exitCode).toBe(-1);
    expect(f.signal).toBe('SIGKILL');
    expect(f.elapsedMs).toBeLessThan(5000);
    expect(alive(readPid(pids))).toBe(false);
  });

  // Upper bounds tell "ended by the deadline / WaitDelay / the interrupt" from "waited for sleep 30";
  // they are loose on purpose: a loaded CI machine adds seconds, never thirty.
  it.concurrent('ends at the deadline when a grandchild holds stdout, and leaves nothing running', async () => {
    const pids = pidFile();
    const entry = skill(`#!/bin/sh\n/bin/sleep 30 &\necho $! > ${pids}\n/bin/sleep 30\n`);
    const f = await run(entry, { deadlineMs: 700 });
    expect(f.deadlinePassed).toBe(true);
    expect(f.elapsedMs).toBeGreaterThanOrEqual(690);
    expect(f.elapsedMs).toBeLessThan(5000);
    expect(alive(readPid(pids))).toBe(false);
  });

  it.concurrent('gives up 1 s after an exit 0 when a grandchild holds the pipes, then kills it', async () => {
    const pids = pidFile();
    const entry = skill(`#!/bin/sh\n/bin/sleep 30 &\necho $! > ${pids}\necho '{}'\n`);
    const f = await run(entry);
    expect(f).toMatchObject({ exitCode: 0, waitDelayExpired: true, deadlinePassed: false, groupSurvived: true });
    expect(f.elapsedMs).toBeGreaterThanOrEqual(990);
    expect(f.elapsedMs).toBeLessThan(5000);
    expect(f.stdout.toString()).toBe('{}\n');
    expect(alive(readPid(pids))).toBe(false);
  });

  it.concurrent('does not wait for a background process that closed its pipes, and kills it unless asked not to', async () => {
    const pids = pidFile();
    const entry = skill(`#!/bin/sh\n/bin/sleep 30 </dev/null >/dev/null 2>&1 &\necho $! > ${pids}\necho '{}'\n`);
    const f = await run(entry, { leaveRunning: true });
    expect(f).toMatchObject({ exitCode: 0, waitDelayExpired: false, groupSurvived: true });
    expect(f.elapsedMs).toBeLessThan(900);
    const pid = readPid(pids);
    expect(alive(pid)).toBe(true);
    process.kill(pid, 'SIGKILL');
  });

  it.concurrent('kills the whole group at once when interrupted', async () => {
    const pids = pidFile();
    const entry = skill(`#!/bin/sh\ntrap '' INT TERM\n/bin/sleep 30 &\necho $! > ${pids}\n/bin/sleep 30\n`);
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 300);
    const f = await run(entry, { interrupt: ac.signal });
    expect(f.interrupted).toBe(true);
    expect(f.elapsedMs).toBeLessThan(3000);
    expect(alive(readPid(pids))).toBe(false);
  });

  it.concurrent('reports a script without #! as ENOEXEC without running it through /bin/sh', async () => {
    const marker = path.join(tmp.dir, `ran${n++}`);
    const entry = skill(`/usr/bin/touch ${marker}\necho '{}'\n`);
    const f = await run(entry);
    expect(f.start).toEqual({ ok: false, code: 'ENOEXEC' });
    await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(marker)).toBe(false);
  });

  it.concurrent('reports a missing interpreter as ENOENT', async () => {
    const f = await run(skill('#!/nonexistent/interpreter\n{}\n'));
    expect(f.start).toEqual({ ok: false, code: 'ENOENT' });
  });

  it.concurrent('reports errors spawn() throws itself, and interpreters execve refuses', async () => {
    const notDir = await run(skill('#!/etc/passwd/x\n'));
    expect(notDir.start).toEqual({ ok: false, code: 'ENOTDIR' });
    const noX = makeSkill(tmp.dir, `s${n++}`, '#!/bin/sh\n', {}, 0o644);
    const denied = await run(skill(`#!${noX}\n`));
    expect(denied.start).toEqual({ ok: false, code: 'EACCES' });
  });

  it.concurrent('reports death by a signal as exit -1', async () => {
    const f = await run(skill('#!/bin/sh\nkill -TERM $$\n/bin/sleep 5\n'));
    expect(f).toMatchObject({ exitCode: -1, signal: 'SIGTERM', deadlinePassed: false });
  });

  it.concurrent('runs an entry whose path is not valid UTF-8', async () => {
    const dir = Buffer.concat([Buffer.from(tmp.dir + '/'), Buffer.from([0x6e, 0xff])]).toString('latin1');
    const { mkdirSync, writeFileSync, chmodSync } = await import('node:fs');
    mkdirSync(Buffer.from(dir, 'latin1'));
    const entry = dir + '/run.sh';
    writeFileSync(Buffer.from(entry, 'latin1'), "#!/bin/sh\nprintf '{\"ok\":1}'\n");
    chmodSync(Buffer.from(entry, 'latin1'), 0o755);
    const f = await run(entry);
    expect(f.stdout.toString()).toBe('{"ok":1}');
  });
});
