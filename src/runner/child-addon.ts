// The child addon (addon/child.c, verified by platform/addon.ts): real pipes and Go's fork/exec with exact bytes;
// without it the runner takes node:child_process. Why each call exists: docs/internals.md#the-child-addon.
import { EventEmitter } from 'node:events';
import { constants } from 'node:os';
import type { BStr } from '../go/bytes.js';
import { CHILD_ADDON, loadAddon } from '../platform/addon.js';
import { BUNDLE_DIR } from '../platform/bundle-dir.js';
import type { ChildEnv } from './child-env.js';
import { type StdioPipes, closeFds, wrap } from './stdio-pipes.js';

export { CHILD_ADDON };

interface Addon {
  /** Six fds: each pipe's read end, then its write end (stdin, stdout, stderr). Throws the errno's text. */
  pipes(): unknown;
  /** execve(file, [file], env) in a session of its own, fds as 0, 1 and 2 (execveat(execFd, "") when given): the pid, or minus the errno. */
  spawn(file: Buffer, env: Buffer[], fds: readonly number[], onExit: (status: number) => void, execFd?: number): number;
  /** A thread moves the child's stdio (see pumpNative); its handle, for pumpStop. Throws when it cannot start. */
  pump(stdin: number, stdout: number, stderr: number, input: Buffer, onEvent: (kind: number, chunk?: Buffer) => void): object;
  pumpStop(handle: object): void;
}

/** One build makes every function, so one check stands for all (io/isatty.ts asks for its own). */
const addonIn = (dir: string): Addon | undefined => loadAddon<Addon>(dir, CHILD_ADDON, ['pipes', 'spawn', 'pump', 'pumpStop']);

export const hasChildAddon = (dir = BUNDLE_DIR): boolean => addonIn(dir) !== undefined;

const isFd = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** Three real pipes made by the addon in `dir`; undefined without one, or when pipe(2) fails (EMFILE). */
export function nativePipes(dir = BUNDLE_DIR): StdioPipes | undefined {
  const addon = addonIn(dir);
  if (addon === undefined) return undefined;
  let fds: unknown;
  try {
    fds = addon.pipes();
  } catch {
    return undefined; // it closed what it opened
  }
  if (!Array.isArray(fds) || !fds.every(isFd)) return undefined;
  if (fds.length !== 6) {
    closeFds(fds);
    return undefined;
  }
  const [inR, inW, outR, outW, errR, errW] = fds as number[];
  return wrap({ inR, inW, outR, outW, errR, errW });
}

export type NativeStart = { ok: true; pid: number } | { ok: false; code: string };

/** How the child ended: its exit code, or the signal that killed it (code null). */
export type OnExit = (code: number | null, signal: string | null) => void;

let errnoNames: Map<number, string> | undefined;
let signalNames: Map<number, string> | undefined;

const reverse = (table: Record<string, number>): Map<number, string> => {
  const out = new Map<number, string>();
  // The first name wins where two share a number (SIGABRT before SIGIOT, EAGAIN before EWOULDBLOCK).
  for (const [name, n] of Object.entries(table)) if (!out.has(n)) out.set(n, name);
  return out;
};

const errnoName = (n: number): string => (errnoNames ??= reverse(constants.errno)).get(n) ?? 'EINVAL';
const signalName = (n: number): string => (signalNames ??= reverse(constants.signals)).get(n) ?? `signal ${n}`;

/** waitpid's raw status as (exit code, signal); -1 (waitpid failed: nothing to wait for) reads as exit -1. */
export function decodeStatus(status: number): [number | null, string | null] {
  if (status < 0) return [-1, null];
  const sig = status & 0x7f;
  return sig === 0 ? [(status >> 8) & 0xff, null] : [null, signalName(sig)];
}

/** Start `entry` with `env`, fds[0..2] as its stdio; `onExit` is called once it has ended, never when it did not start.
 * `execFd` (entry-hold.ts) is the file started, argv[0] still `entry`. Undefined without the addon. */
export function spawnNative(
  entry: BStr,
  env: ChildEnv,
  fds: readonly [number, number, number],
  onExit: OnExit,
  dir = BUNDLE_DIR,
  execFd?: number,
): NativeStart | undefined {
  const addon = addonIn(dir);
  if (addon === undefined) return undefined;
  const envBytes = env.map(([k, v]) => Buffer.from(`${k}=${v}`, 'latin1'));
  const exit = (status: number): void => onExit(...decodeStatus(status));
  const file = Buffer.from(entry, 'latin1');
  const pid = execFd === undefined ? addon.spawn(file, envBytes, fds, exit) : addon.spawn(file, envBytes, fds, exit, execFd);
  return pid > 0 ? { ok: true, pid } : { ok: false, code: errnoName(-pid) };
}

const PUMP = { stdinClosed: 0, stdinFailed: 1, stdout: 2, stdoutClosed: 3, stderr: 4, stderrClosed: 5 } as const;

/** One of the child's stdio ends as the runner uses a stream: events, and destroy (which stops the pump). */
export class PumpEnd extends EventEmitter {
  constructor(private readonly stop: () => void) {
    super();
  }

  destroy(): this {
    this.stop();
    return this;
  }
}

/** The child's stdin: the pump was given the args as it started, so end() has nothing left to do. */
export class PumpIn extends PumpEnd {
  end(_input?: Buffer): this {
    return this;
  }
}

/** Our ends of the child's stdio, moved by the addon's pump thread (it writes `input`, closes stdin; destroy() of any
 * end closes all, no chunk after it). Undefined without the addon or a pump: the caller makes sockets of the fds. */
export function pumpNative(pipes: StdioPipes, input: Buffer, dir = BUNDLE_DIR): { stdin: PumpIn; stdout: PumpEnd; stderr: PumpEnd } | undefined {
  const addon = addonIn(dir);
  if (addon === undefined) return undefined;
  let stopped = false;
  let handle: object | undefined;
  const stop = (): void => {
    if (stopped || handle === undefined) return;
    stopped = true;
    addon.pumpStop(handle);
  };
  const stdin = new PumpIn(stop);
  const stdout = new PumpEnd(stop);
  const stderr = new PumpEnd(stop);
  const onEvent = (kind: number, chunk?: Buffer): void => {
    if (kind === PUMP.stdout || kind === PUMP.stderr) {
      if (!stopped) (kind === PUMP.stdout ? stdout : stderr).emit('data', chunk);
    } else if (kind === PUMP.stdinFailed) stdin.emit('error', new Error('write to the skill stdin failed'));
    else (kind === PUMP.stdinClosed ? stdin : kind === PUMP.stdoutClosed ? stdout : stderr).emit('close');
  };
  return pipes.takeOurs((fds) => {
    try {
      handle = addon.pump(fds[0], fds[1], fds[2], input, onEvent);
    } catch {
      return undefined; // no thread, no pipe for its wake-up (EMFILE): sockets instead
    }
    return { stdin, stdout, stderr };
  });
}
