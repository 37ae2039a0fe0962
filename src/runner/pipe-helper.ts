// The child's three pipes, made ahead of time while `run` loads, and real
// pipe(2) pipes, as os/exec's os.Pipe gives them. A FIFO (stdio-pipes.ts,
// now the fallback) is not quite a pipe: a skill's `cat /dev/stdin` opened
// after our write end closed waits for a writer for ever (Linux's fifo_open
// waits on a FIFO, never on a pipe), so `sleep 0.3; in=$(cat /dev/stdin)`
// timed out where the manager's skill runs; and its mkfifo run cost ~10 ms
// on the run path.
//
// Node has no pipe(2), but /bin/sh makes one for each `|`. So one /bin/sh,
// in its own session (no terminal signal reaches it), starts the pipeline
// `: | B | C | :` in the background: its three pipes are then held by the
// two subshells B and C, each waiting on fd 0, a copy of the helper's stdin,
// which we hold (B: the first pipe's read end, moved to fd 4, and the
// second's write end at fd 1; C: the third's write end at fd 1). Each says
// its pid, read from /proc/self/stat. We open both ends of each pipe through
// /proc/PID/fd (an open of a pipe there opens the pipe, either way), then
// close that stdin: the subshells exit. If we die first, it closes the same
// way. Nothing is ever on disk. Four forks of the helper: three background
// pipelines of two took two more, about 2 ms of a run that waits for them.
// Any failure (no /bin/sh, no /proc, the helper slow or gone) leaves
// stdio-pipes.ts's way.
import { type ChildProcess, spawn } from 'node:child_process';
import { constants as fsConstants, fstatSync, openSync } from 'node:fs';
import { type StdioPipes, closeFds, openStdioPipes, wrap } from './stdio-pipes.js';

const SH = '/bin/sh';
/** As stdio-pipes.ts's mkfifo limit: a helper that hangs must not hang the run. */
const HELPER_TIMEOUT_MS = 2000;
const { O_RDONLY, O_WRONLY, O_NONBLOCK } = fsConstants;

// Not `read -r _ <&3` with the pipe left at fd 0: dash moves fd 0 aside for
// a redirection while the builtin runs, so /proc/PID/fd/0 was our socket.
// fd 5 is the helper's stdout, the subshells' own being pipes.
const hold = (name: string): string => `{ exec 4<&0 <&3; read -r s </proc/self/stat; echo "${name} \${s%% *}" >&5; read -r _; }`;
const SCRIPT = ['exec 3<&0 5>&1', `: | ${hold('b')} | ${hold('c')} | : &`].join('\n');

/** The two subshells' pids, once each said it (it holds its pipes then): two lines in either order. */
function pidsIn(said: string): [number, number] | undefined {
  const lines = said.split('\n');
  if (lines.length !== 3 || lines[2] !== '') return undefined;
  const pid = (name: string): number | undefined => {
    const line = lines.find((l) => l.startsWith(`${name} `));
    return line !== undefined && /^[bc] [1-9]\d*$/.test(line) ? Number(line.slice(2)) : undefined;
  };
  const [b, c] = [pid('b'), pid('c')];
  return b !== undefined && c !== undefined ? [b, c] : undefined;
}

type Outcome = { kind: 'ready'; pids: [number, number] } | { kind: 'failed' } | { kind: 'timed-out' };

interface Pending {
  helper: ChildProcess;
  outcome: Promise<Outcome>;
  /** A run waits: keep the process alive until the outcome, HELPER_TIMEOUT_MS at most (a run that ends before needing the pipes does not wait). */
  hold(): void;
}

let pending: Pending | undefined;

/** Start the helper; undefined when it cannot be started. */
function startHelper(): Pending | undefined {
  let helper: ChildProcess;
  try {
    helper = spawn(SH, ['-c', SCRIPT], { stdio: ['pipe', 'pipe', 'ignore'], env: {}, detached: true });
  } catch {
    return undefined;
  }
  helper.on('error', () => undefined);
  return helper.pid === undefined ? undefined : watch(helper);
}

/** Start making the pipes for the next run while the rest loads; openStdioPipesSoon takes them. */
export function prefetchStdioPipes(): void {
  pending ??= startHelper();
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
      const pids = pidsIn(said);
      if (pids) finish({ kind: 'ready', pids });
      else if (said.split('\n').length > 3) finish({ kind: 'failed' });
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

/** Our ends and the child's, opened through the subshells' fds: B's 4 and 1, C's 1. */
function openThrough([b, c]: [number, number]): StdioPipes | undefined {
  const fds: number[] = [];
  const open = (pid: number, fd: number, flags: number): number => {
    const n = openSync(`/proc/${pid}/fd/${fd}`, flags);
    fds.push(n);
    return n;
  };
  try {
    const inW = open(b, 4, O_WRONLY | O_NONBLOCK);
    const inR = open(b, 4, O_RDONLY);
    const outR = open(b, 1, O_RDONLY | O_NONBLOCK);
    const outW = open(b, 1, O_WRONLY);
    const errR = open(c, 1, O_RDONLY | O_NONBLOCK);
    const errW = open(c, 1, O_WRONLY);
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
 * Three real pipes for one child: the prefetched ones, else a helper started
 * now (so `test` and `mcp` calls get real pipes too); stdio-pipes.ts's FIFOs
 * when the helper fails; undefined when those fail as well.
 */
export async function openStdioPipesSoon(): Promise<StdioPipes | undefined> {
  const p = pending ?? startHelper();
  pending = undefined;
  if (p === undefined) return openStdioPipes();
  p.hold();
  const outcome = await p.outcome;
  const pipes = outcome.kind === 'ready' ? openThrough(outcome.pids) : undefined;
  // The subshells exit on EOF; a helper that hangs is stopped.
  p.helper.stdin?.destroy();
  if (outcome.kind === 'timed-out') p.helper.kill('SIGKILL');
  return pipes ?? openStdioPipes();
}
