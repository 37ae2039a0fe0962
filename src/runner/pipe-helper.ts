// The child's three pipes, real pipe(2) pipes, as os/exec's os.Pipe gives
// them: the child addon's (child-addon.ts) where the bundle has one, else made
// ahead of time by a /bin/sh helper while `run` loads. A FIFO (stdio-pipes.ts,
// now the fallback) is not quite a pipe: a skill's `cat /dev/stdin` opened
// after our write end closed waits for a writer for ever (Linux's fifo_open
// waits on a FIFO, never on a pipe), so `sleep 0.3; in=$(cat /dev/stdin)`
// timed out where the manager's skill runs; and its mkfifo run cost ~10 ms
// on the run path.
//
// Node has no pipe(2), but /bin/sh makes pipes. One /bin/sh, in its own
// session (no terminal signal reaches it), makes three: dash (Debian's and
// Ubuntu's /bin/sh) gives even an empty here-document as the read end of a
// pipe, so `exec 6<<E` holds one at fd 6, with no fork at all. It says its
// pid and waits on its stdin, which we hold. We open both ends of each pipe
// through /proc/PID/fd (an open of a pipe there opens the pipe, either way),
// then close that stdin: the shell exits. If we die first, it closes the
// same way. Nothing is left on disk (a shell whose here-documents are
// files makes and unlinks one for each).
//
// A shell that gives them otherwise (bash: /dev/null for an empty one, a
// file for a long one) makes them with `|` instead: the background
// pipeline `: | B | C | :`, whose two subshells B and C hold its three
// pipes, each waiting on a copy of that stdin (B: the first pipe's read
// end at fd 4, and the second's write end at fd 6; C: the third's write end
// at fd 6), each saying its pid; the shell waits on that stdin as well.
// Any failure (no /bin/sh, no /proc, the helper slow or gone) leaves
// stdio-pipes.ts's way.
import type { ChildProcess } from 'node:child_process';
import { constants as fsConstants, fstatSync, openSync } from 'node:fs';
import { BUNDLE_DIR } from '../source/bundle-dir.js';
import { childProcess } from '../go/node-builtin.js';
import { hasChildAddon, nativePipes } from './child-addon.js';
import { type StdioPipes, closeFds, openStdioPipes, wrap } from './stdio-pipes.js';

const SH = '/bin/sh';
/** As stdio-pipes.ts's mkfifo limit: a helper that hangs must not hang the run. */
const HELPER_TIMEOUT_MS = 2000;
const { O_RDONLY, O_WRONLY, O_NONBLOCK } = fsConstants;

// A redirection of a builtin moves the fd aside while the builtin runs: the
// pipes are held at fds no redirection touches (4 and 6), in place before
// the pid is said. (Held at fd 1, the pipe was our socket while `echo >&5`
// ran, and a run that read the pid at once opened the socket: ENXIO.)
// fd 5 is the helper's stdout, the subshells' own being pipes.
const hold = (name: string): string => `{ exec 4<&0 6>&1 <&3; read -r s </proc/self/stat; echo "${name} \${s%% *}" >&5; read -r _; }`;
/** Three pipes in the shell itself, each an empty here-document, at fds 6, 7 and 8; else nothing (they are closed again). */
export const HEREDOC_SCRIPT = [
  'exec 6<<E',
  'E',
  'exec 7<<E',
  'E',
  'exec 8<<E',
  'E',
  'if [ -p /proc/self/fd/6 ] && [ -p /proc/self/fd/7 ] && [ -p /proc/self/fd/8 ]; then echo "h $$"; read -r _; exit 0; fi',
  'exec 6<&- 7<&- 8<&-',
].join('\n');
/**
 * The three pipes of a background pipeline, held by its subshells B and C.
 * The shell waits on its stdin too: Node closes a child's stdin when the
 * child exits, and the subshells, on that end of it, would exit before we
 * opened their pipes (it raced: a run that read the pids first won).
 */
export const PIPELINE_SCRIPT = ['exec 3<&0 5>&1', `: | ${hold('b')} | ${hold('c')} | : &`, 'read -r _'].join('\n');
/** The helper's script: here-documents where they are pipes, else the pipeline. */
export const HELPER_SCRIPT = HEREDOC_SCRIPT + '\n' + PIPELINE_SCRIPT;

/** A line the helper says: who holds pipes (h: the shell, b and c: the subshells), and its pid. */
const SAID = /^[bch] [1-9]\d*$/;

/** Where each pipe is: a process's fd, for both of its ends (stdin, stdout, stderr). */
type Holders = Array<{ pid: number; fd: number }>;

/** Where a shell with pipe here-documents holds them (HEREDOC_SCRIPT). */
const inShell = (pid: number): Holders => [6, 7, 8].map((fd) => ({ pid, fd }));

/** Where the helper holds its pipes, once it said so: "h PID", or "b PID" and "c PID" in either order. */
function holdersIn(said: string): Holders | undefined {
  const lines = said.split('\n');
  const pid = (name: string): number | undefined => {
    const line = lines.find((l) => l.startsWith(`${name} `));
    return line !== undefined && SAID.test(line) ? Number(line.slice(2)) : undefined;
  };
  if (lines.length === 2 && lines[1] === '') {
    const h = pid('h');
    return h === undefined ? undefined : inShell(h);
  }
  if (lines.length !== 3 || lines[2] !== '') return undefined;
  const [b, c] = [pid('b'), pid('c')];
  return b !== undefined && c !== undefined ? [{ pid: b, fd: 4 }, { pid: b, fd: 6 }, { pid: c, fd: 6 }] : undefined;
}

type Outcome = { kind: 'ready'; holders: Holders } | { kind: 'failed' } | { kind: 'timed-out' };

interface Pending {
  helper: ChildProcess;
  outcome: Promise<Outcome>;
  /** A run waits: keep the process alive until the outcome, HELPER_TIMEOUT_MS at most (a run that ends before needing the pipes does not wait). */
  hold(): void;
}

let pending: Pending | undefined;

/** Start the helper; undefined when it cannot be started. */
function startHelper(script = HELPER_SCRIPT, sh = SH): Pending | undefined {
  let helper: ChildProcess;
  try {
    helper = childProcess().spawn(sh, ['-c', script], { stdio: ['pipe', 'pipe', 'ignore'], env: {}, detached: true });
  } catch {
    return undefined;
  }
  helper.on('error', () => undefined);
  return helper.pid === undefined ? undefined : watch(helper);
}

/** Where the bundle has no addon: start making the pipes for the next run while the rest loads; openStdioPipesSoon takes them. */
export function prefetchStdioPipes(dir = BUNDLE_DIR): void {
  if (pending === undefined && !hasChildAddon(dir)) pending = startHelper();
}

function watch(helper: ChildProcess): Pending {
  let timer: NodeJS.Timeout | undefined;
  let finish: (o: Outcome) => void = () => undefined;
  const outcome = new Promise<Outcome>((resolve) => {
    let said = '';
    finish = (o: Outcome): void => {
      clearTimeout(timer);
      helper.stdout?.destroy();
      resolve(o);
    };
    helper.on('error', () => finish({ kind: 'failed' }));
    helper.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString('latin1');
      const holders = holdersIn(said);
      if (holders) finish({ kind: 'ready', holders });
      // A line that names no pid (no /proc: "b ") or a third one: it will not do, so do not wait.
      else if (said.split('\n').slice(0, -1).some((line) => !SAID.test(line)) || said.split('\n').length > 3) finish({ kind: 'failed' });
    });
    helper.stdout?.on('end', () => finish({ kind: 'failed' }));
  });
  // Until a run waits for it, nothing of the helper keeps this process alive;
  // when this process exits, the helper's stdin closes and it exits too.
  helper.unref();
  (helper.stdout as unknown as { unref(): void } | null)?.unref();
  (helper.stdin as unknown as { unref(): void } | null)?.unref();
  // The limit counts from when a run waits, not from the spawn: a run busy
  // for seconds first (a big tree, a loaded machine) would otherwise find
  // the limit passed, and a timer's turn comes before the read of what the
  // helper said long ago, so its pipes were given up for FIFOs.
  const hold = (): void => {
    timer ??= setTimeout(() => finish({ kind: 'timed-out' }), HELPER_TIMEOUT_MS);
  };
  return { helper, outcome, hold };
}

/** Our ends and the child's, opened through the fds that hold the three pipes. */
function openThrough([stdin, stdout, stderr]: Holders): StdioPipes | undefined {
  const fds: number[] = [];
  const open = ({ pid, fd }: { pid: number; fd: number }, flags: number): number => {
    const n = openSync(`/proc/${pid}/fd/${fd}`, flags);
    fds.push(n);
    return n;
  };
  try {
    const inW = open(stdin, O_WRONLY | O_NONBLOCK);
    const inR = open(stdin, O_RDONLY);
    const outR = open(stdout, O_RDONLY | O_NONBLOCK);
    const outW = open(stdout, O_WRONLY);
    const errR = open(stderr, O_RDONLY | O_NONBLOCK);
    const errW = open(stderr, O_WRONLY);
    // Each pair is one pipe (not whatever a reused pid would show).
    const same = (x: number, y: number): boolean => {
      const [sx, sy] = [fstatSync(x), fstatSync(y)];
      return sx.isFIFO() && sx.ino === sy.ino && sx.dev === sy.dev;
    };
    if (!same(inW, inR) || !same(outR, outW) || !same(errR, errW)) throw new Error('not the helper\'s pipes');
    return wrap({ inR, inW, outR, outW, errR, errW });
  } catch {
    closeFds(fds);
    return undefined;
  }
}

/**
 * Three real pipes for one child: the addon's; else the prefetched ones, or
 * a helper started now (so `test` and `mcp` calls get real pipes too);
 * stdio-pipes.ts's FIFOs when the helper fails; undefined when those fail
 * as well.
 */
export async function openStdioPipesSoon(dir = BUNDLE_DIR): Promise<StdioPipes | undefined> {
  const native = pending === undefined ? nativePipes(dir) : undefined;
  if (native !== undefined) return native;
  const p = pending ?? startHelper();
  pending = undefined;
  return p === undefined ? openStdioPipes() : ((await pipesOf(p)) ?? openStdioPipes());
}

/** The helper's pipes, or undefined when it failed. */
async function pipesOf(p: Pending): Promise<StdioPipes | undefined> {
  p.hold();
  const outcome = await p.outcome;
  const pipes = outcome.kind === 'ready' ? openThrough(outcome.holders) : undefined;
  // The subshells exit on EOF; a helper that hangs is stopped.
  p.helper.stdin?.destroy();
  if (outcome.kind === 'timed-out') killGroup(p.helper);
  return pipes;
}

/** A helper that hangs is stopped with its subshells: it leads a process group of its own (detached). */
function killGroup(helper: ChildProcess): void {
  try {
    if (helper.pid !== undefined) process.kill(-helper.pid, 'SIGKILL');
  } catch {
    helper.kill('SIGKILL');
  }
}

/** A helper running `script` in `sh`, and its pipes (tests: each way of making them). */
export async function helperPipes(script: string, sh = SH): Promise<StdioPipes | undefined> {
  const p = startHelper(script, sh);
  return p === undefined ? undefined : pipesOf(p);
}
