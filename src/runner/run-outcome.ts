// The manager's verdict from what happened to the child (docs/manager.md#running-a-skill): Execute checks the deadline,
// a start error, a non-zero exit, Wait's own error (WaitDelay), then json.Valid on stdout, in that order. Pure.
import { type BStr, goTrimSpace, toBStr } from '../go/bytes.js';
import { errnoText } from '../go/errno.js';
import { goDuration } from '../go/goquote.js';
import { goJsonValid } from '../go/json-valid.js';

/** Bytes of stdout the manager keeps (MaxSubprocessStdout); the rest is read and dropped. */
export const STDOUT_CAP = 16 * 1024 * 1024;
/** Bytes of stderr the manager keeps (MaxSubprocessStderrTail * 4). */
export const STDERR_CAP = 16 * 1024;
/** Bytes of kept stderr quoted in an error (MaxSubprocessStderrTail). */
export const STDERR_TAIL = 4096;
/** Bytes of stdout quoted when it is not JSON; labelled "first", really the last. */
export const STDOUT_PREVIEW = 200;
/** exec.Cmd.WaitDelay: how long the pipes may stay open after exit (or the kill). */
export const WAIT_DELAY_MS = 1000;
/** DefaultSubprocessTimeout, also used when timeout_seconds wraps to <= 0. */
export const DEFAULT_TIMEOUT_NS = 30_000_000_000n;

export type StartResult = { ok: true; pid: number } | { ok: false; code: string };

export interface RunFacts {
  start: StartResult;
  /** exec's ExitCode(): the status, -1 when a signal ended the child, null if never reaped. */
  exitCode: number | null;
  signal: string | null;
  /** The context deadline had passed when Wait returned (whatever caused the wait). */
  deadlinePassed: boolean;
  /** The child exited but its pipes stayed open past WaitDelay. */
  waitDelayExpired: boolean;
  /** We were told to stop (Ctrl-C, SIGTERM) and killed the group. */
  interrupted: boolean;
  stdout: Buffer;
  stdoutSeen: number;
  stderr: Buffer;
  stderrSeen: number;
  elapsedMs: number;
  /** Members of the child's process group were still alive at the end (and were killed unless asked not to). */
  groupSurvived: boolean;
  /** Processes the skill started outside its group, still alive at the end (killed unless asked not to). */
  strays: number[];
}

export type OutcomeKind = 'ok' | 'timeout' | 'start' | 'exit' | 'wait-delay' | 'stdout-invalid';

export type RunOutcome =
  | { ok: true; kind: 'ok'; stdout: Buffer }
  | { ok: false; kind: Exclude<OutcomeKind, 'ok'>; error: BStr };

/** upstream tailString: up to n trailing bytes, trimmed, "..." when cut. */
export function tailString(b: Buffer, n: number): BStr {
  if (n <= 0 || b.length === 0) return '';
  if (b.length <= n) return goTrimSpace(b.toString('latin1'));
  return '...' + goTrimSpace(b.toString('latin1', b.length - n));
}

/** The effective timeout: <= 0 after int64 wrap-around falls back to 30 s, as Execute does. */
export function effectiveTimeout(ns: bigint): bigint {
  return ns <= 0n ? DEFAULT_TIMEOUT_NS : ns;
}

/** Go's *PathError from os.StartProcess, wrapped as realSubprocessRunner does. */
export function startErrorText(entry: BStr, code: string): BStr {
  return `start: fork/exec ${entry}: ${errnoText(code)}`;
}

/** The manager's verdict. An interrupted run has none: the caller handles `interrupted` first. */
export function runOutcome(key: BStr, entry: BStr, timeoutNs: bigint, f: RunFacts): RunOutcome {
  const fail = (kind: Exclude<OutcomeKind, 'ok'>, error: BStr): RunOutcome => ({ ok: false, kind, error });
  const prefix = `subprocess skill ${key}: `;
  const stderrTail = (): BStr => tailString(f.stderr, STDERR_TAIL);
  // The error is a byte string: Go writes "µs" as UTF-8.
  if (f.deadlinePassed) return fail('timeout', `${prefix}timed out after ${toBStr(goDuration(timeoutNs))}`);
  if (!f.start.ok) return fail('start', `${prefix}${startErrorText(entry, f.start.code)} (stderr: ${stderrTail()})`);
  if (f.exitCode !== 0) return fail('exit', `${prefix}exit ${f.exitCode ?? -1} (stderr: ${stderrTail()})`);
  if (f.waitDelayExpired) {
    return fail('wait-delay', `${prefix}exec: WaitDelay expired before I/O complete (stderr: ${stderrTail()})`);
  }
  if (!goJsonValid(f.stdout)) {
    return fail('stdout-invalid', `${prefix}stdout is not valid JSON (first 200B: ${tailString(f.stdout, STDOUT_PREVIEW)})`);
  }
  return { ok: true, kind: 'ok', stdout: f.stdout };
}
