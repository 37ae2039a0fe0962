// The fallback pipes for the child's stdin, stdout and stderr, where the
// /bin/sh helper (pipe-helper.ts) cannot make real ones. libuv's 'pipe'
// stdio is a UNIX socketpair: on one of those a skill's `echo x >
// /dev/stdout` or `cat /dev/stdin` fails with ENXIO and `[ -p /dev/stdout ]`
// is false; under the manager they work.
//
// Node 20 has no pipe(2) and no mkfifo(3). So: three FIFOs in a private
// (0700) temp dir, made by ONE /usr/bin/mkfifo run, opened in an order in
// which no open blocks, and unlinked with their dir at once: an open FIFO
// is almost an ordinary pipe (a later open of /dev/stdin waits for a
// writer, which a pipe's does not). The child gets blocking ends
// (O_NONBLOCK belongs to the open file, so the child's ends are opened
// without it); ours are non-blocking and read/written by libuv as pipes
// (net.Socket({ fd })), O_CLOEXEC like every fd libuv opens, so no other
// child inherits them. wrap() serves pipe-helper.ts's ends the same way.
//
// The dir is made, used and removed in one synchronous stretch (~3 ms, the
// mkfifo run included): no callback, exit or signal handler can run while it
// is on disk, so no exit of ours leaves it behind (a SIGKILL in those
// milliseconds aside). Nothing happens at import. Any failure (no
// /usr/bin/mkfifo, read-only or FIFO-less tmp, an open refused) yields
// undefined: the runner falls back to libuv's socketpairs.
import { closeSync, constants as fsConstants, mkdtempSync, openSync, rmdirSync, rmSync, unlinkSync } from 'node:fs';
import type { Socket } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { childProcess, lazyBuiltin } from '../go/node-builtin.js';

const MKFIFO = '/usr/bin/mkfifo';
const nodeNet = lazyBuiltin<typeof import('node:net')>('node:net');
/** mkfifo on a tmp that hangs (a dead network mount) must not hang the run. */
const MKFIFO_TIMEOUT_MS = 2000;
const { O_RDONLY, O_WRONLY, O_NONBLOCK } = fsConstants;

export interface StdioPipes {
  /** The child's ends, for spawn's stdio: [stdin read end, stdout write end, stderr write end]. */
  childFds: [number, number, number];
  /** Our ends as sockets, each made when first asked for. */
  stdin: Socket;
  stdout: Socket;
  stderr: Socket;
  /**
   * Offer our ends as fds [stdin's write end, stdout's read end, stderr's
   * read end] to `use` (none asked for as a socket yet): when it returns a
   * value it owns them from then on; when it returns undefined they stay ours.
   */
  takeOurs<T>(use: (fds: [number, number, number]) => T | undefined): T | undefined;
  /** Close our copies of the child's ends (right after the spawn, whatever its result). */
  closeChildEnds(): void;
  /** Close everything (when no child was started). */
  dispose(): void;
}

/** The six ends, open, their FIFOs already gone from the disk. */
export interface Ends {
  inR: number;
  inW: number;
  outR: number;
  outW: number;
  errR: number;
  errW: number;
}

const removeDir = (dir: string): void => {
  try {
    rmdirSync(dir); // the usual case: the FIFOs are unlinked already
  } catch {
    try {
      rmSync(dir, { recursive: true, force: true, maxRetries: 2, retryDelay: 5 });
    } catch {
      // nothing more to do
    }
  }
};

export const closeFds = (fds: number[]): void => {
  for (const fd of fds.splice(0)) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
  }
};

/** Make, open and unlink the FIFOs, and remove their dir, all before returning. */
function makeEnds(): Ends | undefined {
  let dir: string;
  try {
    dir = mkdtempSync(path.join(tmpdir(), `ongrid-skills-fifo-${process.pid}-`)); // mode 0700
  } catch {
    return undefined;
  }
  try {
    const paths = ['0', '1', '2'].map((n) => path.join(dir, n)) as [string, string, string];
    // Mode 0666 less the umask: only we can reach into the 0700 dir anyway.
    const made = childProcess().spawnSync(MKFIFO, paths, { stdio: 'ignore', env: {}, timeout: MKFIFO_TIMEOUT_MS, killSignal: 'SIGKILL' });
    return made.status === 0 ? openFifos(paths) : undefined;
  } finally {
    removeDir(dir);
  }
}

/** Open both ends of the three FIFOs, never blocking, then unlink them. */
function openFifos(paths: [string, string, string]): Ends | undefined {
  const fds: number[] = [];
  const open = (p: string, flags: number): number => {
    const fd = openSync(p, flags);
    fds.push(fd);
    return fd;
  };
  try {
    // stdin: a throwaway reader lets our write end open without blocking (with
    // no reader: ENXIO), and then the child's blocking read end opens at once.
    const probe = open(paths[0], O_RDONLY | O_NONBLOCK);
    const inW = open(paths[0], O_WRONLY | O_NONBLOCK);
    const inR = open(paths[0], O_RDONLY);
    fds.splice(fds.indexOf(probe), 1);
    closeSync(probe);
    // stdout, stderr: our read end first (never blocks), then the child's write end.
    const outR = open(paths[1], O_RDONLY | O_NONBLOCK);
    const outW = open(paths[1], O_WRONLY);
    const errR = open(paths[2], O_RDONLY | O_NONBLOCK);
    const errW = open(paths[2], O_WRONLY);
    for (const p of paths) unlinkSync(p);
    return { inR, inW, outR, outW, errR, errW };
  } catch {
    closeFds(fds);
    return undefined;
  }
}

/** Three real pipes for one child, or undefined where FIFOs cannot be had. */
export function openStdioPipes(): StdioPipes | undefined {
  const ends = makeEnds();
  return ends && wrap(ends);
}

/**
 * Our ends as libuv pipes; the child's ends as fds for spawn. Each of ours
 * becomes a socket only when first asked for: where the child addon's pump
 * takes the fds (takeOurs), none is, and node:net is never loaded.
 */
export function wrap(e: Ends): StdioPipes {
  const childEnds = [e.inR, e.outW, e.errW];
  const ours: Array<{ fd: number; readable: boolean; socket?: Socket }> = [
    { fd: e.inW, readable: false },
    { fd: e.outR, readable: true },
    { fd: e.errR, readable: true },
  ];
  // Once a Socket owns an fd, destroying the Socket closes it.
  const socket = (end: (typeof ours)[number]): Socket =>
    (end.socket ??= new (nodeNet().Socket)({ fd: end.fd, readable: end.readable, writable: !end.readable }));
  return {
    childFds: [e.inR, e.outW, e.errW],
    get stdin() {
      return socket(ours[0]!);
    },
    get stdout() {
      return socket(ours[1]!);
    },
    get stderr() {
      return socket(ours[2]!);
    },
    takeOurs: (use) => {
      if (ours.length !== 3 || ours.some((end) => end.socket !== undefined)) return undefined;
      const taken = use(ours.map((end) => end.fd) as [number, number, number]);
      if (taken !== undefined) ours.length = 0; // the taker closes them
      return taken;
    },
    closeChildEnds: () => closeFds(childEnds),
    dispose: () => {
      closeFds(childEnds);
      for (const end of ours) {
        if (end.socket) end.socket.destroy();
        else closeFds([end.fd]);
      }
    },
  };
}
