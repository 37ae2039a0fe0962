// The child's three pipes, made ahead of time while `run` loads, and real
// pipe(2) pipes, as os/exec's os.Pipe gives them. A FIFO (stdio-pipes.ts,
// now the fallback) is not quite a pipe: a skill's `cat /dev/stdin` opened
// after our write end closed waits for a writer for ever (Linux's fifo_open
// waits on a FIFO, never on a pipe), so `sleep 0.3; in=$(cat /dev/stdin)`
// timed out where the manager's skill runs; and its mkfifo run cost ~10 ms
// on the run path.
//
// Node has no pipe(2), but /bin/sh makes one for each `|`. So one /bin/sh,
// in its own session (no terminal signal reaches it), starts three
// pipelines `: | { exec 4<&0 <&3; echo r; read -r _; }` in the background
// and prints their pids: each pipe's read end is then held at fd 4 by a
// subshell waiting on fd 0, a copy of the helper's stdin, which we hold. We
// open both ends of each pipe through /proc/PID/fd/4 (an open of a pipe
// there opens the pipe, either way), then close that stdin: the subshells
// exit. If we die first, it closes the same way. Nothing is ever on disk.
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
const HOLD = ': | { exec 4<&0 <&3; echo r; read -r _; } &';
const SCRIPT = ['exec 3<&0', `${HOLD} a=$!`, `${HOLD} b=$!`, `${HOLD} c=$!`, 'echo "p $a $b $c"'].join('\n');

/** The pids, once the helper said them and each subshell said `r` (it holds its pipe): four lines in any order. */
function pidsIn(said: string): [number, number, number] | undefined {
  const lines = said.split('\n');
  if (lines.length !== 5 || lines[4] !== '' || lines.filter((l) => l === 'r').length !== 3) return undefined;
  const m = /^p (\d+) (\d+) (\d+)$/.exec(lines.find((l) => l !== 'r') ?? '');
  return m ? [Number(m[1]), Number(m[2]), Number(m[3])] : undefined;
}

type Outcome = { kind: 'ready'; pids: [number, number, number] } | { kind: 'failed' } | { kind: 'timed-out' };

interface Pending {
  helper: ChildProcess;
  outcome: Promise<Outcome>;
  /** Keep the process alive until the outcome (a run that ends before needing the pipes does not wait). */
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
  const outcome = new Promise<Outcome>((resolve) => {
    let said = '';
    const finish = (o: Outcome): void => {
      clearTimeout(timer);
      helper.stdout?.destroy();
      resolve(o);
    };
    timer = setTimeout(() => finish({ kind: 'timed-out' }), HELPER_TIMEOUT_MS);
    helper.on('error', () => finish({ kind: 'failed' }));
    helper.stdout?.on('data', (chunk: Buffer) => {
      said += chunk.toString('latin1');
      const pids = pidsIn(said);
      if (pids) finish({ kind: 'ready', pids });
      else if (said.split('\n').length > 5) finish({ kind: 'failed' });
    });
    helper.stdout?.on('end', () => finish({ kind: 'failed' }));
  });
  // Until a run waits for it, nothing of the helper keeps this process alive;
  // when this process exits, the helper's stdin closes and it exits too.
  timer?.unref();
  helper.unref();
  (helper.stdout as unknown as { unref(): void } | null)?.unref();
  (helper.stdin as unknown as { unref(): void } | null)?.unref();
  return { helper, outcome, hold: () => timer?.ref() };
}

/** Our ends and the child's, opened through the subshells' fd 4. */
function openThrough([a, b, c]: [number, number, number]): StdioPipes | undefined {
  const fds: number[] = [];
  const open = (pid: number, flags: number): number => {
    const n = openSync(`/proc/${pid}/fd/4`, flags);
    fds.push(n);
    return n;
  };
  try {
    const inW = open(a, O_WRONLY | O_NONBLOCK);
    const inR = open(a, O_RDONLY);
    const outR = open(b, O_RDONLY | O_NONBLOCK);
    const outW = open(b, O_WRONLY);
    const errR = open(c, O_RDONLY | O_NONBLOCK);
    const errW = open(c, O_WRONLY);
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
