// The one place that starts a skill, as the manager's runner does (docs/manager.md#running-a-skill); run-state.ts handles
// what follows, run-outcome.ts the verdict. The addon where it loads, else node:child_process (docs/install.md#without-the-addon).
import type { ChildProcess } from 'node:child_process';
import { closeSync } from 'node:fs';
import type { BStr } from '../go/bytes.js';
import { Capped, longTimer } from './child-io.js';
import type { ChildEnv } from './child-env.js';
import { execTarget, trampolineFacts } from './exec-target.js';
import { codeOf } from '../go/errno.js';
import { signalGroup } from './proc-group.js';
import { childProcess } from '../platform/node-builtin.js';
import { execFormat } from './exec-format.js';
import { type PipeName, RunState } from './run-state.js';
import { type RunFacts, STDERR_CAP, STDOUT_CAP } from './run-outcome.js';
import type { StdioPipes } from './stdio-pipes.js';
import { nativePipes, pumpNative, spawnNative } from './child-addon.js';
import { holdEntry } from './entry-hold.js';

export interface RunRequest {
  entry: BStr;
  env: ChildEnv;
  stdin: Buffer;
  /** Milliseconds until the group is killed (the context deadline). */
  deadlineMs: number;
  onStderr?: (chunk: Buffer) => void;
  /** Aborting kills the group at once (Ctrl-C, SIGTERM). */
  interrupt?: AbortSignal;
  /** Leave processes the skill left behind running, as the manager does. */
  leaveRunning?: boolean;
  /** Start it through this program instead (the manager's container, src/target/sandbox.ts): `fds` follow stdio. */
  wrap?: Wrap;
}

export interface Wrap {
  file: string;
  args: string[];
  fds: number[];
  /** The facts as the wrapper reports them turned into the start's own (its failed exec). */
  facts(f: RunFacts): RunFacts;
  dispose(): void;
}

interface Run {
  req: RunRequest;
  elapsed(): number;
  stdout: Capped;
  stderr: Capped;
  facts(over: Partial<RunFacts>): RunFacts;
}

function newRun(req: RunRequest): Run {
  // process.hrtime, not performance.now(): the global \`performance\` loads
  // node:perf_hooks and seven modules behind it, a millisecond of every run.
  const t0 = process.hrtime.bigint();
  const elapsed = (): number => Number(process.hrtime.bigint() - t0) / 1e6;
  const stdout = new Capped(STDOUT_CAP);
  const stderr = new Capped(STDERR_CAP);
  // Execute checks ctx.Err() first: a deadline that has passed by the time the
  // verdict is built wins, whatever else happened.
  const facts = (over: Partial<RunFacts>): RunFacts => ({
    start: { ok: false, code: 'ENOEXEC' },
    exitCode: null,
    signal: null,
    waitDelayExpired: false,
    interrupted: false,
    stdout: stdout.bytes(),
    stdoutSeen: stdout.seen,
    stderr: stderr.bytes(),
    stderrSeen: stderr.seen,
    elapsedMs: elapsed(),
    groupSurvived: false,
    strays: [],
    ...over,
    deadlinePassed: over.deadlinePassed === true || (over.interrupted !== true && elapsed() >= req.deadlineMs),
  });
  return { req, elapsed, stdout, stderr, facts };
}

export async function runSkillProcess(req: RunRequest): Promise<RunFacts> {
  const run = newRun(req);
  // Below 1 ms the context deadline has passed before exec.Cmd.Start gets to
  // fork: Start returns ctx.Err() and nothing runs.
  if (!(req.deadlineMs >= 1)) return run.facts({ deadlinePassed: true });
  if (req.interrupt?.aborted) return run.facts({ interrupted: true });
  // The addon's pipes, or none: then node:child_process makes its own (always
  // for a sandboxed start, whose wrapper passes descriptors of its own).
  const pipes = req.wrap ? undefined : nativePipes();
  // Go's fork/exec fails with ENOEXEC where glibc's execvp (Node's spawn) would run /bin/sh.
  if (pipes === undefined && execFormat(req.entry) === 'enoexec') return run.facts({});
  return startChild(run, pipes);
}

/** What the run does with one of the child's stdio ends: a Node stream, or the addon's pump (child-addon.ts). */
interface ChildEnd {
  on(event: 'data', listener: (chunk: Buffer) => void): this;
  on(event: 'error', listener: (err: Error) => void): this;
  once(event: 'close', listener: () => void): this;
  destroy(): this;
}

/** A started child as the rest of the run needs it; `watch` hands its events to the state machine. */
interface Started {
  stdin: (ChildEnd & { end(input: Buffer): unknown }) | null;
  stdout: ChildEnd | null;
  stderr: ChildEnd | null;
  killChild(): void;
  watch(state: RunState): void;
  /** What the start left to clean up (a temporary link). */
  dispose(): void;
  /** Facts as the start's way reports them (exec-target.ts's trampoline). */
  adjust(facts: Promise<RunFacts>): Promise<RunFacts>;
}

/** By the child addon: the pipes are given, the pid is known at once, the exit comes from its waiting thread. */
function startNative(req: RunRequest, pipes: StdioPipes): Started | { code: string } {
  let state: RunState | undefined;
  const held = holdEntry(req.entry);
  if ('code' in held) return { code: held.code };
  const execFd = 'fd' in held ? held.fd : undefined;
  let started;
  try {
    started = spawnNative(req.entry, req.env, pipes.childFds, (code, signal) => state?.exited(code, signal), undefined, execFd);
  } finally {
    if (execFd !== undefined) closeSync(execFd);
  }
  if (started === undefined) return { code: 'EINVAL' }; // the addon was there a moment ago
  if (!started.ok) return { code: started.code };
  const { pid } = started;
  let ends: Pick<Started, 'stdin' | 'stdout' | 'stderr'>;
  try {
    // The addon's pump moves the bytes (no node:net sockets to load and make); sockets where it cannot.
    const pumped = pumpNative(pipes, req.stdin);
    ends = pumped ?? { stdin: pipes.stdin, stdout: pipes.stdout, stderr: pipes.stderr };
  } catch (e) {
    // Nothing watches the child: it must not run on.
    signalGroup(pid, 'SIGKILL');
    pipes.dispose();
    throw e;
  }
  return {
    ...ends,
    killChild: () => {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // already gone
      }
    },
    watch: (s) => {
      state = s;
      s.spawned(pid);
    },
    dispose: () => undefined,
    adjust: (facts) => facts,
  };
}

/** By node:child_process, with Node's own pipes (and a sandbox wrapper's descriptors after them). */
function startNode(req: RunRequest): Started | { code: string } {
  const wrap = req.wrap;
  const target = wrap ? { file: wrap.file, args: wrap.args, argv0: undefined, env: {}, trampoline: false, dispose: () => wrap.dispose() } : execTarget(req.entry, req.env);
  let child: ChildProcess;
  try {
    child = childProcess().spawn(target.file, target.args, {
      argv0: target.argv0,
      env: target.env, // exactly what the manager would pass
      shell: false,
      detached: true, // own process group (and session) so the group can be killed
      stdio: ['pipe', 'pipe', 'pipe', ...(wrap?.fds ?? [])],
    });
  } catch (e) {
    // Node reports some refusals of the exec (ENOTDIR, ELOOP, ETXTBSY ... on
    // the way to the program or its interpreter) by throwing, not by 'error'.
    target.dispose();
    return { code: codeOf(e) ?? 'EINVAL' };
  }
  return {
    stdin: child.stdin,
    stdout: child.stdout,
    stderr: child.stderr,
    killChild: () => child.kill('SIGKILL'),
    watch: (state) => {
      child.on('spawn', () => state.spawned(child.pid!));
      child.on('error', (err) => state.spawnFailed(codeOf(err) ?? 'EINVAL'));
      child.on('exit', (code, signal) => state.exited(code, signal));
    },
    dispose: () => target.dispose(),
    adjust: (facts) => (wrap ? facts.then((f) => wrap.facts(f)) : target.trampoline ? facts.then(trampolineFacts) : facts),
  };
}

function startChild(run: Run, pipes: StdioPipes | undefined): Promise<RunFacts> {
  const { req } = run;
  const child = pipes ? startNative(req, pipes) : startNode(req);
  if ('code' in child) {
    pipes?.dispose();
    return Promise.resolve(run.facts({ start: { ok: false, code: child.code } }));
  }
  // The child has its copies (or never will): ours would hold the pipes open.
  pipes?.closeChildEnds();
  const { stdin, stdout, stderr } = child;
  let stopDeadline = (): void => undefined;
  const onAbort = (): void => state.interrupt();
  const state = new RunState(
    {
      killChild: child.killChild,
      closePipes: () => [stdin, stdout, stderr].forEach((s) => s?.destroy()),
      release: () => {
        stopDeadline();
        req.interrupt?.removeEventListener('abort', onAbort);
        child.dispose();
      },
      facts: run.facts,
    },
    req.leaveRunning === true,
  );
  const closed = (name: PipeName) => (): void => state.pipeClosed(name);
  stdout?.on('data', (chunk: Buffer) => run.stdout.add(chunk));
  stderr?.on('data', (chunk: Buffer) => {
    run.stderr.add(chunk);
    req.onStderr?.(chunk);
  });
  stdout?.on('error', () => undefined).once('close', closed('stdout'));
  stderr?.on('error', () => undefined).once('close', closed('stderr'));
  // A child that exits without reading its args gives EPIPE; exec ignores it too.
  stdin?.on('error', () => undefined).once('close', closed('stdin'));
  stdin?.end(req.stdin);
  // The context's deadline counts from the call, not from the spawn.
  stopDeadline = longTimer(req.deadlineMs - run.elapsed(), () => state.deadline());
  child.watch(state);
  if (req.interrupt?.aborted) state.interrupt();
  else req.interrupt?.addEventListener('abort', onAbort, { once: true });
  return child.adjust(state.result);
}
