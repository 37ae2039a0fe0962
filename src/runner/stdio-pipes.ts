// Real pipes for the child's stdin, stdout and stderr, as os/exec gives them
// (os.Pipe). libuv's 'pipe' stdio is a UNIX socketpair: on one of those a
// skill's `echo x > /dev/stdout` or `cat /dev/stdin` fails with ENXIO and
// `[ -p /dev/stdout ]` is false; under the manager they work.
//
// Node 20 has no pipe(2) and no mkfifo(3). So: three FIFOs in a private
// (0700) temp dir, made by ONE /usr/bin/mkfifo call (the only process this
// tool starts besides the skill; see runner.ts), opened in an order in which
// no open blocks, and unlinked (with their dir) at once: an open FIFO is an
// ordinary pipe, nothing is left on disk. The child gets blocking ends (the
// O_NONBLOCK flag belongs to the open file, so the child's ends are opened
// without it); ours are non-blocking and read/written by libuv as pipes
// (net.Socket({ fd })). All our fds are O_CLOEXEC (libuv adds it), so no
// other child inherits them.
//
// The mkfifo run costs ~3 ms (~1 ms of it blocking in spawn); it is started
// as this module loads (runner.ts imports it before execa), so it overlaps
// the initialisation of execa and what the run command does before the spawn
// (unless stdin is a terminal: then it is made when the run starts). The dir
// is on disk only until mkfifo's exit is seen or the run takes the FIFOs;
// an exit in between removes it, only a death by signal in those few ms can
// leave it. Any failure (no /usr/bin/mkfifo, read-only or
// FIFO-less tmp, an open refused) yields undefined: the runner falls back to
// libuv's socketpairs.
import { type ChildProcess, spawn } from 'node:child_process';
import { closeSync, existsSync, constants as fsConstants, mkdtempSync, openSync, rmdirSync, rmSync, unlinkSync } from 'node:fs';
import { Socket } from 'node:net';
import { isatty } from 'node:tty';
import { tmpdir } from 'node:os';
import path from 'node:path';

const MKFIFO = '/usr/bin/mkfifo';
const { O_RDONLY, O_WRONLY, O_NONBLOCK } = fsConstants;

export interface StdioPipes {
  /** The child's ends, for spawn's stdio: [stdin read end, stdout write end, stderr write end]. */
  childFds: [number, number, number];
  stdin: Socket;
  stdout: Socket;
  stderr: Socket;
  /** Close our copies of the child's ends (right after the spawn, whatever its result). */
  closeChildEnds(): void;
  /** Close everything (when no child was started). */
  dispose(): void;
}

/** The six ends, open, their FIFOs already gone from the disk. */
interface Ends {
  inR: number;
  inW: number;
  outR: number;
  outW: number;
  errR: number;
  errW: number;
}

interface Pending {
  dir: string;
  ends: Promise<Ends | undefined>;
  child?: ChildProcess;
  /** Not settled yet: the dir is still on disk. */
  busy: boolean;
  /** Open the FIFOs now if mkfifo has made them all, without waiting for its exit to be reported. */
  early(): void;
}

let spare: Pending | undefined;
/** Every Pending whose dir may still be on disk, for the exit handler. */
const inflight = new Set<Pending>();

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

const closeFds = (fds: number[]): void => {
  for (const fd of fds.splice(0)) {
    try {
      closeSync(fd);
    } catch {
      // already closed
    }
  }
};

/** At exit: stop a mkfifo still running and remove its dir (open fds die with us). */
function dropInflight(): void {
  for (const p of inflight) {
    if (p.child && p.child.exitCode === null && p.child.signalCode === null) p.child.kill('SIGKILL');
    removeDir(p.dir);
  }
  inflight.clear();
}

function makeFifos(): Pending | undefined {
  let dir: string;
  try {
    dir = mkdtempSync(path.join(tmpdir(), `ongrid-skills-fifo-${process.pid}-`)); // mode 0700
  } catch {
    return undefined;
  }
  const paths = ['0', '1', '2'].map((n) => path.join(dir, n)) as [string, string, string];
  const pending: Pending = { dir, ends: Promise.resolve(undefined), busy: true, early: () => undefined };
  if (inflight.size === 0) process.once('exit', dropInflight);
  inflight.add(pending);
  pending.ends = new Promise<Ends | undefined>((resolve) => {
    const done = (ok: boolean): void => {
      if (!pending.busy) return;
      pending.busy = false;
      const ends = ok ? openFifos(paths) : undefined;
      removeDir(dir);
      inflight.delete(pending);
      if (inflight.size === 0) process.removeListener('exit', dropInflight);
      resolve(ends);
    };
    // mkfifo makes them in order and does nothing else: the last one there means all are.
    pending.early = () => {
      if (pending.busy && existsSync(paths[2])) done(true);
    };
    try {
      // Mode 0666 less the umask: only we can reach into the 0700 dir anyway.
      const child = spawn(MKFIFO, paths, { stdio: 'ignore', env: {} });
      pending.child = child;
      child.once('error', () => done(false));
      child.once('exit', (code) => done(code === 0));
    } catch {
      done(false);
    }
  });
  return pending;
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

/**
 * Start making the FIFOs for the next run now (once); harmless if no run
 * follows. Not when stdin is a terminal: a person may be asked first (the
 * permission gate), and a Ctrl-C or a closed terminal there could end us
 * while the dir is on disk; a person does not notice 3 ms anyway.
 */
export function prefetchStdioPipes(): void {
  if (spare || isatty(0)) return;
  spare = makeFifos();
  // Must not keep a CLI that is done anyway alive.
  spare?.child?.unref();
}

/** Three real pipes for one child, or undefined where FIFOs cannot be had. */
export async function openStdioPipes(): Promise<StdioPipes | undefined> {
  let pending = spare;
  spare = undefined;
  if (pending) {
    pending.child?.ref();
    pending.early(); // it has almost always finished by now
  } else {
    pending = makeFifos();
    if (!pending) return undefined;
  }
  const ends = await pending.ends;
  return ends && wrap(ends);
}

/** Our ends as libuv pipes; the child's ends as fds for spawn. */
function wrap(e: Ends): StdioPipes | undefined {
  const loose = [e.inR, e.inW, e.outR, e.outW, e.errR, e.errW];
  const childEnds = [e.inR, e.outW, e.errW];
  const sockets: Socket[] = [];
  // Once a Socket owns an fd, destroying the Socket closes it.
  const own = (fd: number, readable: boolean): Socket => {
    const s = new Socket({ fd, readable, writable: !readable });
    loose.splice(loose.indexOf(fd), 1);
    sockets.push(s);
    return s;
  };
  try {
    const stdout = own(e.outR, true);
    const stderr = own(e.errR, true);
    const stdin = own(e.inW, false);
    return {
      childFds: [e.inR, e.outW, e.errW],
      stdin,
      stdout,
      stderr,
      closeChildEnds: () => closeFds(childEnds),
      dispose: () => {
        closeFds(childEnds);
        for (const s of sockets) s.destroy();
      },
    };
  } catch {
    for (const s of sockets) s.destroy();
    closeFds(loose);
    return undefined;
  }
}

// The FIFOs for the run that is coming (this module is loaded by the runner only).
prefetchStdioPipes();
