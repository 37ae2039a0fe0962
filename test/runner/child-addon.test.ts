// The pipe addon (addon/pipes.c, dist/ongrid-skills-pipes.node): three real
// pipes with no process started, ends with the flags the helper's have, and
// nothing left open when pipe(2) fails. Without the addon (a folder with
// none, or with a file that is not one) the helper's way is taken.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync, fstatSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, describe, expect, it, vi } from 'vitest';

const started = vi.hoisted(() => [] as string[]);
vi.mock('node:child_process', async (importOriginal) => {
  const real = await importOriginal<typeof import('node:child_process')>();
  return {
    ...real,
    spawn: (...a: Parameters<typeof real.spawn>) => {
      started.push(String(a[0]));
      return real.spawn(...a);
    },
  };
});

const { hasNativePipes, nativePipes, PIPES_ADDON } = await import('../../src/runner/native-pipes.js');
const { openStdioPipesSoon, prefetchStdioPipes } = await import('../../src/runner/pipe-helper.js');

const DIST = fileURLToPath(new URL('../../dist', import.meta.url));
const ADDON = path.join(DIST, PIPES_ADDON);
const hasCompiler = spawnSync('cc', ['--version'], { stdio: 'ignore' }).status === 0;
const tmp = mkdtempSync(path.join(tmpdir(), 'ongrid-native-pipes-'));
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

describe('the pipe addon', () => {
  it.skipIf(!hasCompiler || process.platform !== 'linux')('is built where a C compiler is found', () => {
    expect(existsSync(ADDON)).toBe(true);
    expect(hasNativePipes(DIST)).toBe(true);
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

  it.skipIf(!existsSync(ADDON))('gives a run its pipes without starting any process', async () => {
    started.length = 0;
    prefetchStdioPipes(DIST);
    const pipes = await openStdioPipesSoon(DIST);
    expect(pipes).toBeDefined();
    expect(started).toEqual([]);
    pipes!.dispose();
  });

  it('is no addon in a folder without one, or with a file that is not one; the helper makes the pipes then', async () => {
    const fake = mkdtempSync(path.join(tmp, 'fake-'));
    expect(hasNativePipes(tmp)).toBe(false);
    writeFileSync(path.join(fake, PIPES_ADDON), 'not an ELF file\n');
    expect(hasNativePipes(fake)).toBe(false);
    expect(nativePipes(fake)).toBeUndefined();
    started.length = 0;
    const pipes = await openStdioPipesSoon(fake);
    expect(started).toEqual(['/bin/sh']);
    expect(pipes).toBeDefined();
    pipes!.dispose();
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
