// The one place that starts a skill (manager.md 6, realSubprocessRunner):
// argv = [entry], the caller's cwd, a new process group, exactly the given
// environment, args on stdin, stdout kept up to 16 MiB and drained past it,
// stderr kept up to 16 KiB (and handed to `onStderr` as it comes), SIGKILL
// to the whole group at the deadline, and Go's WaitDelay: after the exit (or
// the kill) the pipes get 1 s to close. Returns the facts; run-outcome.ts
// turns them into the manager's verdict. Prints nothing.
//
// The child's stdio are real pipes, as os/exec's os.Pipe (stdio-pipes.ts):
// FIFOs made by one /usr/bin/mkfifo run, the only other process this tool
// starts, begun when this module loads (before execa initialises). Where
// FIFOs cannot be had, libuv's socketpairs ('pipe' stdio) stand in.

// First, so that the FIFOs are in the making (a ~3 ms mkfifo run) while execa initialises.
import { openStdioPipes } from './stdio-pipes.js';
import type { Readable, Writable } from 'node:stream';
import { execa } from 'execa';
import type { BStr } from '../go/bytes.js';
import { Capped, longTimer, spawnTarget } from './child-io.js';
import { codeOf } from '../go/errno.js';
import { execFormat } from './exec-format.js';
import { killGroup, liveMembers, signalGroup } from './proc-group.js';
import { type RunFacts, STDERR_CAP, STDOUT_CAP, WAIT_DELAY_MS } from './run-outcome.js';

export interface RunRequest {
  entry: BStr;
  env: Record<string, string>;
  stdin: Buffer;
  /** Milliseconds until the group is killed (the context deadline). */
  deadlineMs: number;
  onStderr?: (chunk: Buffer) => void;
  /** Aborting kills the group at once (Ctrl-C, SIGTERM). */
  interrupt?: AbortSignal;
  /** Leave processes the skill left behind running, as the manager does. */
  leaveRunning?: boolean;
}

export async function runSkillProcess(req: RunRequest): Promise<RunFacts> {
  const t0 = performance.now();
  // Execute checks ctx.Err() first: a deadline that has passed by the time the
  // verdict is built wins, whatever else happened.
  const pastDeadline = (): boolean => performance.now() - t0 >= req.deadlineMs;
  const stdout = new Capped(STDOUT_CAP);
  const stderr = new Capped(STDERR_CAP);
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
    elapsedMs: performance.now() - t0,
    groupSurvived: false,
    ...over,
    deadlinePassed: over.deadlinePassed === true || (over.interrupted !== true && pastDeadline()),
  });

  // Below 1 ms the context deadline has passed before exec.Cmd.Start gets to
  // fork: Start returns ctx.Err() and nothing runs.
  if (!(req.deadlineMs >= 1)) return facts({ deadlinePassed: true });
  // Go's fork/exec fails with ENOEXEC where glibc's execvp would run /bin/sh.
  if (execFormat(req.entry) === 'enoexec') return facts({});
  if (req.interrupt?.aborted) return facts({ interrupted: true });

  const pipes = await openStdioPipes();
  if (pastDeadline() || req.interrupt?.aborted) {
    pipes?.dispose();
    return req.interrupt?.aborted ? facts({ interrupted: true }) : facts({ deadlinePassed: true });
  }
  return new Promise((resolve) => {
    const target = spawnTarget(req.entry);
    // The child's pipe ends by fd (execa passes any number through, its types list only 3-9).
    const stdio = (pipes?.childFds ?? ['pipe', 'pipe', 'pipe']) as unknown as ['pipe', 'pipe', 'pipe'];
    const child = execa(target.file, [], {
      argv0: target.argv0,
      env: req.env,
      extendEnv: false, // the env is exactly what the manager would pass
      preferLocal: false,
      shell: false,
      detached: true, // own process group (and session) so the group can be killed
      cleanup: false,
      stdin: stdio[0],
      stdout: stdio[1],
      stderr: stdio[2],
      buffer: false,
      encoding: 'buffer',
      stripFinalNewline: false,
      reject: false,
      forceKillAfterDelay: false,
    });
    // The child has its copies (or never will): ours would hold the pipes open.
    pipes?.closeChildEnds();
    const stdinStream: Writable | null = pipes ? pipes.stdin : child.stdin;
    const stdoutStream: Readable | null = pipes ? pipes.stdout : child.stdout;
    const stderrStream: Readable | null = pipes ? pipes.stderr : child.stderr;
    // Errors Node throws from spawn() itself (ENOTDIR, ELOOP, ETXTBSY ... on the way
    // to the program or its interpreter) reach us only through execa's result.
    child.then(
      (result) => {
        if (started || done) return;
        const r = result as { cause?: unknown; code?: unknown };
        startCode = codeOf(r.cause) ?? (typeof r.code === 'string' ? r.code : undefined);
        void finish();
      },
      () => undefined,
    );

    let pid: number | undefined;
    let started = false;
    let startCode: string | undefined;
    let exitCode: number | null = null;
    let signal: string | null = null;
    let exited = false;
    let deadlinePassed = false;
    let waitDelayExpired = false;
    let interrupted = false;
    let done = false;
    const open = new Set<string>(['stdin', 'stdout', 'stderr']);
    let stopDeadline = (): void => undefined;
    let waitDelay: NodeJS.Timeout | undefined;

    const streams = (): Array<Readable | Writable | null> => [stdinStream, stdoutStream, stderrStream];
    const closed = (name: string) => (): void => {
      open.delete(name);
      settle();
    };
    const killOnExit = (): void => {
      if (pid !== undefined && !req.leaveRunning) signalGroup(pid, 'SIGKILL');
    };

    async function finish(): Promise<void> {
      if (done) return;
      done = true;
      stopDeadline();
      clearTimeout(waitDelay);
      req.interrupt?.removeEventListener('abort', onInterrupt);
      for (const s of streams()) s?.destroy();
      let groupSurvived = false;
      // kill(-pgid, 0) is cheap; only when the group still answers is /proc worth a scan (zombies count as gone).
      if (pid !== undefined && signalGroup(pid, 0) !== 'gone') {
        groupSurvived = liveMembers(pid)?.length !== 0;
        // Not the manager's doing (it leaves them running): a CLI run must not leave strays behind.
        if ((groupSurvived || interrupted) && !req.leaveRunning) await killGroup(pid);
      }
      process.removeListener('exit', killOnExit);
      target.dispose();
      resolve(
        facts({
          start: started && pid !== undefined ? { ok: true, pid } : { ok: false, code: startCode ?? 'EINVAL' },
          exitCode,
          signal,
          deadlinePassed,
          waitDelayExpired,
          interrupted,
          groupSurvived,
        }),
      );
    }

    function settle(): void {
      if (exited && open.size === 0) void finish();
    }

    function startWaitDelay(): void {
      if (waitDelay !== undefined || done) return;
      waitDelay = setTimeout(() => {
        waitDelayExpired = open.size > 0;
        // exec closes its ends of the pipes; whoever still holds them gets EPIPE.
        for (const s of streams()) s?.destroy();
        void finish();
      }, WAIT_DELAY_MS);
    }

    function onInterrupt(): void {
      interrupted = true;
      if (pid !== undefined) signalGroup(pid, 'SIGKILL');
      if (exited || pid === undefined) void finish();
      else setTimeout(() => void finish(), 500).unref(); // the exit normally comes first
    }

    child.on('spawn', () => {
      started = true;
      pid = child.pid;
      process.on('exit', killOnExit);
      if (deadlinePassed) signalGroup(pid!, 'SIGKILL'); // the deadline came first
    });
    child.on('error', (err) => {
      if (started) return;
      startCode = codeOf(err) ?? 'EINVAL';
      void finish();
    });
    child.on('exit', (code, sig) => {
      exited = true;
      exitCode = code ?? -1; // ExitCode() is -1 when a signal ended the process
      signal = sig;
      if (interrupted) return void finish();
      startWaitDelay(); // at the kill already, after a timeout
      settle();
    });

    stdoutStream?.on('data', (chunk: Buffer) => stdout.add(chunk));
    stderrStream?.on('data', (chunk: Buffer) => {
      stderr.add(chunk);
      req.onStderr?.(chunk);
    });
    stdoutStream?.on('error', () => undefined);
    stderrStream?.on('error', () => undefined);
    stdoutStream?.once('close', closed('stdout'));
    stderrStream?.once('close', closed('stderr'));
    // A child that exits without reading its args gives EPIPE; exec ignores it too.
    stdinStream?.on('error', () => undefined);
    stdinStream?.once('close', closed('stdin'));
    stdinStream?.end(req.stdin);

    // The context's deadline counts from the call, not from the spawn.
    stopDeadline = longTimer(req.deadlineMs - (performance.now() - t0), () => {
      deadlinePassed = true;
      if (exited) return; // exec no longer cancels once Wait has the exit status
      if (pid !== undefined && signalGroup(pid, 'SIGKILL') === 'failed') child.kill('SIGKILL');
      startWaitDelay();
    });

    if (req.interrupt?.aborted) onInterrupt();
    else req.interrupt?.addEventListener('abort', onInterrupt, { once: true });
  });
}
