// The child addon (addon/child.c, dist/prebuilds/<tag>/ongrid-skills-child.node).
// pipes(): three real pipes with no process started, ends with the flags
// os.Pipe's have, and nothing left open when pipe(2) fails. spawn(): the
// child exactly as Go's fork/exec starts it: the bytes of its path and
// environment as given, the exec's own errors (no /bin/sh rerun), its own
// session, default signals, the given fds as 0-2, and its exit or signal.
// A file that does not match the record written beside it at build (cut
// short, another file, no record) is never loaded, nor is any file under
// ONGRID_SKILLS_NO_ADDON=1: the runner then takes node:child_process.
import childProcess, { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, closeSync, copyFileSync, existsSync, fstatSync, mkdtempSync, openSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

// The runner loads node:child_process through process.getBuiltinModule,
// which a module mock does not reach: spy on the module's own exports.
const started: string[] = [];
const realSpawn = childProcess.spawn;
vi.spyOn(childProcess, 'spawn').mockImplementation(((...a: Parameters<typeof realSpawn>) => {
  started.push(String(a[0]));
  return realSpawn(...a);
}) as typeof realSpawn);

const { decodeStatus, hasChildAddon, nativePipes, pumpNative, spawnNative } = await import('../../src/runner/child-addon.js');
const { CHILD_ADDON, addonPath } = await import('../../src/platform/addon.js');

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const ADDON = addonPath(DIST, CHILD_ADDON);
const hasCompiler = spawnSync('cc', ['--version'], { stdio: 'ignore' }).status === 0;
const tmp = mkdtempSync(path.join(tmpdir(), 'ongrid-child-addon-'));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** An fd's open flags, from /proc (octal, as the kernel prints them). */
const flagsOf = (fd: number): number => parseInt(/^flags:\s+(\d+)$/m.exec(readFileSync(`/proc/self/fdinfo/${fd}`, 'latin1'))![1], 8);
const O_NONBLOCK = 0o4000;
const O_CLOEXEC = 0o2000000;
/**
 * The pipe inodes this process holds an fd of. Counting fds is no test here:
 * the test runner's own fds come and go meanwhile (a CI run saw 4 fewer).
 */
function pipeInodesOpen(): Set<number> {
  const inodes = new Set<number>();
  for (const fd of readdirSync('/proc/self/fd')) {
    let link: string;
    try {
      link = readlinkSync(`/proc/self/fd/${fd}`);
    } catch {
      continue; // closed meanwhile (the listing's own fd, among others)
    }
    const m = /^pipe:\[(\d+)\]$/.exec(link);
    if (m) inodes.add(Number(m[1]));
  }
  return inodes;
}

describe('the child addon: pipes', () => {
  it.skipIf(!hasCompiler || process.platform !== 'linux')('is built where a C compiler is found', () => {
    expect(existsSync(ADDON)).toBe(true);
    expect(hasChildAddon(DIST)).toBe(true);
  });

  it.skipIf(!existsSync(ADDON))("makes three pipes: one pipe a pair, ours non-blocking, the child's blocking, all close-on-exec", () => {
    const pipes = nativePipes(DIST)!;
    expect(pipes).toBeDefined();
    const [inR, outW, errW] = pipes.childFds;
    const ours = [pipes.stdin, pipes.stdout, pipes.stderr].map((s) => (s as unknown as { _handle: { fd: number } })._handle.fd);
    const pairs = [
      [inR, ours[0]],
      [ours[1], outW],
      [ours[2], errW],
    ];
    const inodes = pairs.map(([a, b]) => {
      const [sa, sb] = [fstatSync(a), fstatSync(b)];
      expect(sa.isFIFO() && sb.isFIFO()).toBe(true);
      expect(sa.ino).toBe(sb.ino);
      return sa.ino;
    });
    expect(new Set(inodes).size).toBe(3);
    for (const fd of pipes.childFds) expect(flagsOf(fd) & (O_NONBLOCK | O_CLOEXEC)).toBe(O_CLOEXEC);
    for (const fd of ours) expect(flagsOf(fd) & (O_NONBLOCK | O_CLOEXEC)).toBe(O_NONBLOCK | O_CLOEXEC);
    // The read end of stdin and the write ends of stdout and stderr go to the child.
    expect(flagsOf(inR) & 3).toBe(0);
    expect(flagsOf(outW) & 3).toBe(1);
    expect(flagsOf(errW) & 3).toBe(1);
    expect(inodes.every((ino) => pipeInodesOpen().has(ino))).toBe(true);
    pipes.dispose();
    const left = pipeInodesOpen();
    expect(inodes.filter((ino) => left.has(ino))).toEqual([]);
  });

  it('is no addon in a folder without one', () => {
    expect(hasChildAddon(tmp)).toBe(false);
    expect(nativePipes(tmp)).toBeUndefined();
  });

  it.skipIf(!existsSync(ADDON) || !existsSync('/usr/bin/prlimit'))('leaves nothing open and throws when pipe(2) fails (EMFILE)', () => {
    // A Node whose open-file limit is hard-set to 64 (Node cannot raise it), its fds filled to 3 short of it.
    const script = `
      const fs = require('node:fs');
      const mod = { exports: {} };
      process.dlopen(mod, ${JSON.stringify(ADDON)});
      const count = () => fs.readdirSync('/proc/self/fd').length - 1;
      const filler = [];
      while (count() < 61) filler.push(fs.openSync('/dev/null', 'r'));
      const before = count();
      let error = 'none';
      try { mod.exports.pipes(); } catch (e) { error = e.message; }
      const after = count(); // before process.stdout exists, whose handle takes an fd
      process.stdout.write(JSON.stringify({ before, after, error }));`;
    const out = execFileSync('/usr/bin/prlimit', ['--nofile=64:64', process.execPath, '-e', script], { encoding: 'utf8' });
    const r = JSON.parse(out) as { before: number; after: number; error: string };
    expect(r.error).toMatch(/open files/i);
    expect(r.after).toBe(r.before);
  });
});

/** Start `entry` through the addon in dist/ with `env`, write `input`; how it ended, and what it wrote. */
function runNative(entry: Buffer | string, env: Array<[string, string]>, input = '', execFd?: number) {
  const pipes = nativePipes(DIST)!;
  return new Promise<{ start: unknown; code?: number | null; signal?: string | null; stdout: Buffer; stderr: Buffer }>((resolve) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let open = 2;
    let exit: { code: number | null; signal: string | null } | undefined;
    const settle = (): void => {
      if (exit && open === 0) resolve({ start, ...exit, stdout: Buffer.concat(out), stderr: Buffer.concat(err) });
    };
    const bytes = typeof entry === 'string' ? entry : entry.toString('latin1');
    const start = spawnNative(bytes, env, pipes.childFds, (code, signal) => {
      exit = { code, signal };
      settle();
    }, DIST, execFd);
    pipes.closeChildEnds();
    pipes.stdout.on('data', (c: Buffer) => out.push(c)).once('close', () => (open--, settle()));
    pipes.stderr.on('data', (c: Buffer) => err.push(c)).once('close', () => (open--, settle()));
    pipes.stdin.on('error', () => undefined).end(input);
    if (!(start as { ok: boolean }).ok) {
      pipes.dispose();
      resolve({ start, stdout: Buffer.alloc(0), stderr: Buffer.alloc(0) });
    }
  });
}

function script(dir: string, name: string | Buffer, text: string, mode = 0o755): Buffer {
  const file = Buffer.concat([Buffer.from(dir + '/'), Buffer.isBuffer(name) ? name : Buffer.from(name)]);
  writeFileSync(file, text);
  chmodSync(file, mode);
  return file;
}

describe.skipIf(!existsSync(ADDON))('the addon starts a child as Go does', () => {
  const dir = mkdtempSync(path.join(tmp, 'spawn-'));

  it('with the exact bytes of its path ($0) and of its environment, in order, stdin a pipe', async () => {
    const entry = script(dir, Buffer.from([0x65, 0xff, 0x2e, 0x73, 0x68]), '#!/bin/sh\nprintf "%s" "$0"; [ -p /dev/stdin ] && cat >&2\ncat /proc/$$/environ >&2\n');
    const env: Array<[string, string]> = [
      ['Z', 'last-first'],
      ['10', 'ten'],
      ['V', Buffer.from([0x61, 0xfe, 0x62]).toString('latin1')],
    ];
    const r = await runNative(entry, env, '{"a":1}');
    expect(r.start).toEqual({ ok: true, pid: expect.any(Number) });
    expect(r.code).toBe(0);
    expect(r.stdout.equals(entry)).toBe(true);
    expect(r.stderr.equals(Buffer.from('{"a":1}Z=last-first\x0010=ten\x00V=a\xfeb\x00', 'latin1'))).toBe(true);
  });

  it('in a session and process group of its own, every signal at its default, none blocked', async () => {
    // Builtins only: while a command it started runs, the shell itself blocks signals.
    const entry = script(
      dir,
      'ids.sh',
      '#!/bin/sh\nread -r pid comm state ppid pgrp sid rest < /proc/$$/stat\necho "$pid $pgrp $sid"\nwhile read -r k v; do case $k in SigBlk:|SigIgn:) echo "$k $v";; esac; done < /proc/$$/status\n',
    );
    const r = await runNative(entry, []);
    const [ids, ...masks] = r.stdout.toString().trim().split('\n');
    const [pid, pgrp, sid] = ids!.split(' ');
    expect([pgrp, sid]).toEqual([pid, pid]);
    // Node ignores SIGPIPE; the child must not inherit that.
    expect(masks.sort()).toEqual([expect.stringMatching(/^SigBlk:\s+0+$/), expect.stringMatching(/^SigIgn:\s+0+$/)]);
  });

  it("reports the exec's own error: ENOEXEC with no /bin/sh rerun, ENOENT, EACCES", async () => {
    expect((await runNative(script(dir, 'no-shebang', 'echo ran\n'), [])).start).toEqual({ ok: false, code: 'ENOEXEC' });
    expect((await runNative(script(dir, 'empty', ''), [])).start).toEqual({ ok: false, code: 'ENOEXEC' });
    expect((await runNative(path.join(dir, 'missing'), [])).start).toEqual({ ok: false, code: 'ENOENT' });
    expect((await runNative(script(dir, 'not-exec.sh', '#!/bin/sh\n', 0o644), [])).start).toEqual({ ok: false, code: 'EACCES' });
    expect((await runNative(script(dir, 'bad-interp', '#!/no/such/sh\n'), [])).start).toEqual({ ok: false, code: 'ENOENT' });
  });

  it('reports how it ended: its exit code, or the signal that killed it', async () => {
    expect(await runNative(script(dir, 'exit3.sh', '#!/bin/sh\nexit 3\n'), [])).toMatchObject({ code: 3, signal: null });
    expect(await runNative(script(dir, 'term.sh', '#!/bin/sh\nkill -TERM $$\n'), [])).toMatchObject({ code: null, signal: 'SIGTERM' });
  });
});

describe.skipIf(!existsSync(ADDON))('the addon starts a held binary from its descriptor (execveat)', () => {
  const dir = mkdtempSync(path.join(tmp, 'spawn-at-'));
  const IDS = 'read -r pid comm state ppid pgrp sid rest < /proc/$$/stat\necho "$pid $pgrp $sid $0"\nwhile read -r k v; do case $k in SigBlk:|SigIgn:) echo "$k $v";; esac; done < /proc/$$/status\n';

  it('runs the file behind the descriptor, the path only its argv[0]; own session, signals at their default, none blocked', async () => {
    const fd = openSync('/bin/sh', 'r');
    try {
      // /bin/sh reads its commands from stdin; the path given does not exist.
      const r = await runNative('/no/such/entry', [], IDS, fd);
      expect(r.start).toEqual({ ok: true, pid: expect.any(Number) });
      const [ids, ...masks] = r.stdout.toString().trim().split('\n');
      const [pid, pgrp, sid, argv0] = ids!.split(' ');
      expect([pgrp, sid, argv0]).toEqual([pid, pid, '/no/such/entry']);
      expect(masks.sort()).toEqual([expect.stringMatching(/^SigBlk:\s+0+$/), expect.stringMatching(/^SigIgn:\s+0+$/)]);
    } finally {
      closeSync(fd);
    }
  });

  it("reports the exec's error for the held file (EACCES: no execute bit) and reaps the child", async () => {
    const copy = path.join(dir, 'sh-no-x');
    copyFileSync('/bin/sh', copy);
    chmodSync(copy, 0o644);
    const fd = openSync(copy, 'r');
    try {
      expect((await runNative(copy, [], '', fd)).start).toEqual({ ok: false, code: 'EACCES' });
    } finally {
      closeSync(fd);
    }
  });
});

describe('decodeStatus', () => {
  it("reads waitpid's status as Node names an exit", () => {
    expect(decodeStatus(0)).toEqual([0, null]);
    expect(decodeStatus(3 << 8)).toEqual([3, null]);
    expect(decodeStatus(255 << 8)).toEqual([255, null]);
    expect(decodeStatus(9)).toEqual([null, 'SIGKILL']);
    expect(decodeStatus(6 | 0x80)).toEqual([null, 'SIGABRT']); // core dumped
    expect(decodeStatus(40)).toEqual([null, 'signal 40']);
    expect(decodeStatus(-1)).toEqual([-1, null]);
  });
});

/** Start `script` through the addon with the pump on our ends; what each end saw, in order. */
function pumped(script: string, input: Buffer, opts: { stopAfterMs?: number } = {}) {
  const pipes = nativePipes(DIST)!;
  const file = path.join(tmp, `pump-${Math.random().toString(36).slice(2)}.sh`);
  writeFileSync(file, script);
  chmodSync(file, 0o755);
  const events: string[] = [];
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  let stoppedAt: number | undefined;
  return new Promise<{ events: string[]; stdout: Buffer; stderr: Buffer; code: number | null; ms: number; stdoutAfterStop: number }>((resolve) => {
    const t0 = Date.now();
    let code: number | null | undefined;
    let open = 3;
    const settle = (): void => {
      if (code !== undefined && open === 0) {
        const stdout = Buffer.concat(out);
        resolve({ events, stdout, stderr: Buffer.concat(err), code, ms: Date.now() - t0, stdoutAfterStop: stoppedAt === undefined ? 0 : stdout.length - stoppedAt });
      }
    };
    const start = spawnNative(file, [], pipes.childFds, (c) => ((code = c), settle()), DIST);
    expect(start).toMatchObject({ ok: true });
    pipes.closeChildEnds();
    const ends = pumpNative(pipes, input, DIST)!;
    ends.stdout.on('data', (c: Buffer) => out.push(c)).once('close', () => (events.push('stdout closed'), open--, settle()));
    ends.stderr.on('data', (c: Buffer) => err.push(c)).once('close', () => (events.push('stderr closed'), open--, settle()));
    ends.stdin.on('error', () => events.push('stdin error')).once('close', () => (events.push('stdin closed'), open--, settle()));
    if (opts.stopAfterMs !== undefined) {
      setTimeout(() => {
        stoppedAt = Buffer.concat(out).length;
        ends.stdout.destroy();
      }, opts.stopAfterMs);
    }
  });
}

describe.skipIf(!existsSync(ADDON))("the addon's pump moves the child's stdio", () => {
  it('writes the input and closes stdin; reads stdout and stderr to EOF, every byte in order', async () => {
    const input = Buffer.alloc(300_000, 'i'); // more than a pipe holds: written as the child reads
    const r = await pumped('#!/bin/sh\n/bin/cat\n/usr/bin/head -c 5000000 /dev/zero | /usr/bin/tr "\\0" e >&2\n', input);
    expect(r.code).toBe(0);
    expect(r.stdout.equals(input)).toBe(true);
    expect(r.stderr.length).toBe(5_000_000);
    expect(r.stderr.every((b) => b === 0x65)).toBe(true);
    expect(r.events.sort()).toEqual(['stderr closed', 'stdin closed', 'stdout closed']);
  });

  it('says stdin failed (EPIPE) when the child leaves without reading it', async () => {
    const r = await pumped('#!/bin/sh\nexec 0<&-\nprintf "{}"\n', Buffer.alloc(1_000_000, 'x'));
    expect(r.stdout.toString()).toBe('{}');
    expect(r.events.filter((e) => e.startsWith('stdin'))).toEqual(['stdin error', 'stdin closed']);
  });

  it('passes on no chunk once stopped, though the queue may hold some', async () => {
    const r = await pumped('#!/bin/sh\nexec /usr/bin/yes\n', Buffer.alloc(0), { stopAfterMs: 200 });
    const atStop = r.stdout.length;
    expect(atStop).toBeGreaterThan(0);
    // The stop is the last thing the test does before the closes: nothing after it reached 'data'.
    expect(r.events).toContain('stdout closed');
    expect(r.stdoutAfterStop).toBe(0);
  });

  it('closes every end still open when stopped, with a process still holding them', async () => {
    const r = await pumped('#!/bin/sh\nprintf started\n/bin/sleep 5 &\n', Buffer.alloc(0), { stopAfterMs: 300 });
    expect(r.stdout.toString()).toBe('started');
    expect(r.ms).toBeLessThan(3000);
    expect(r.events).toContain('stdout closed');
    expect(r.events).toContain('stderr closed');
  });
});
