// The one place that writes to stdout/stderr, whole and in program order, with terminal escaping (io/escape.ts) and the
// GitHub runner guard (io/workflow-guard.ts). A reader that goes away gets nothing more and the exit code stands; why
// it is shaped so: docs/internals.md#output.
import { writeSync } from 'node:fs';
import { isatty } from './isatty.js';
import { codeOf, errnoText } from '../go/errno.js';
import { escapeControls } from './escape.js';
import { WorkflowGuard, oneLine } from './workflow-guard.js';

const pause = new Int32Array(new SharedArrayBuffer(4));

/** Loader lines joined into one write (about 100 KiB of them). */
const LINES_A_WRITE = 1024;

/** Fds whose reader has gone (EPIPE): later writes to them are dropped. */
const gone = new Set<number>();

function onWriteError(fd: number, code: string | undefined): void {
  if (code === 'EPIPE') {
    gone.add(fd);
    return;
  }
  if (fd === 1) {
    try {
      writeAll(2, Buffer.from(`error: cannot write output: ${errnoText(code)}\n`));
    } catch {
      // stderr is gone as well; the exit code still says it failed.
    }
  }
  process.exit(1);
}

function writeAll(fd: number, buf: Buffer): void {
  let done = 0;
  while (done < buf.length) {
    try {
      done += writeSync(fd, buf, done, buf.length - done);
    } catch (e) {
      const code = codeOf(e);
      // A non-blocking pipe that is full: wait a little for the reader.
      if (code === 'EAGAIN') Atomics.wait(pause, 0, 0, 1);
      else throw e;
    }
  }
}

let guards: Map<number, WorkflowGuard> | undefined = process.env.GITHUB_ACTIONS === 'true' ? new Map() : undefined;

/** From here on, output is read by a GitHub runner (a command's github format). */
export function guardWorkflowCommands(): void {
  guards ??= new Map();
}

function guardOf(fd: number): WorkflowGuard | undefined {
  if (!guards) return undefined;
  let g = guards.get(fd);
  if (!g) guards.set(fd, (g = new WorkflowGuard()));
  return g;
}

function write(fd: number, chunk: string | Buffer, raw = false, commands = false): void {
  if (chunk.length === 0 || gone.has(fd)) return;
  const buf = typeof chunk === 'string' ? Buffer.from(chunk, 'utf8') : chunk;
  const shown = raw || !isatty(fd) ? buf : escapeControls(buf);
  const guard = guardOf(fd);
  if (guard && commands) guard.passed(shown);
  try {
    writeAll(fd, guard && !commands ? guard.neutralise(shown) : shown);
  } catch (e) {
    onWriteError(fd, codeOf(e));
  }
}

export function writeOut(chunk: string | Buffer): void {
  write(1, chunk);
}

/** Our own workflow commands (the github formats), every value in them escaped: past the guard. */
export function writeOutCommands(text: string): void {
  write(1, text, false, true);
}

export function writeErr(chunk: string | Buffer): void {
  write(2, chunk);
}

/** The skill's own stderr: raw, by design, even on a terminal (`run --help` says so). */
export function writeErrRaw(chunk: string | Buffer): void {
  write(2, chunk, true);
}

/** Byte-string lines (the loader's log) go out byte for byte; on a terminal each is escaped, newlines too, so a name
 * cannot forge a line; for a GitHub runner each is percent-escaped. */
export function writeErrBytes(given: string[]): void {
  if (given.length === 0) return;
  const lines = guards ? given.map(oneLine) : given;
  // Off a terminal, a batch of lines at a time: not a buffer per line plus a copy of all (scan's 10,000 lines held
  // both at its peak), nor one string and buffer of all.
  if (!isatty(2)) {
    for (let i = 0; i < lines.length; i += LINES_A_WRITE) write(2, Buffer.from(lines.slice(i, i + LINES_A_WRITE).join('\n') + '\n', 'latin1'), true);
    return;
  }
  write(2, Buffer.concat(lines.flatMap((l) => [escapeControls(Buffer.from(l, 'latin1'), true), NL])), true);
}

const NL = Buffer.from('\n');
