// Where `run` gets its args (`--args FILE`, `--args -`, piped stdin; a terminal with no --args means `{}`) and its
// yes/no answers (the terminal).
import { closeSync, openSync, readSync } from 'node:fs';
import { isatty } from '../../io/isatty.js';
import { UsageError } from '../../errors.js';
import { errnoText, codeOf } from '../../go/errno.js';
import { writeErr } from '../../io/write.js';
import { argsFileUnreadable, argsOverCap } from './messages.js';
import { ARGS_CAP, capText } from '../../source/caps.js';

export interface ArgsSource {
  bytes: Buffer;
  label: string;
  /** stdin was consumed, so it cannot answer prompts. */
  usedStdin: boolean;
}

/** Args past the cap: the read stops there and the run is a usage error. */
function overCap(label: string): UsageError {
  return new UsageError(argsOverCap(label, capText(ARGS_CAP)), 'pass a smaller JSON document with --args FILE');
}

/** All of `fd`, at most ARGS_CAP bytes (`yes | run x` would grow without end), read blocking (for stdin this skips
 * building process.stdin). False when non-blocking and empty: the caller uses the stream. */
function readFdCapped(fd: number, label: string, parts: Buffer[]): boolean {
  let total = 0;
  for (;;) {
    const buf = Buffer.allocUnsafe(65536);
    let n: number;
    try {
      n = readSync(fd, buf, 0, buf.length, null);
    } catch (e) {
      if (codeOf(e) === 'EAGAIN') return false;
      throw e;
    }
    if (n === 0) return true;
    total += n;
    if (total > ARGS_CAP) throw overCap(label);
    parts.push(buf.subarray(0, n));
  }
}

async function readStdin(): Promise<Buffer> {
  const parts: Buffer[] = [];
  try {
    if (readFdCapped(0, 'stdin', parts)) return Buffer.concat(parts);
  } catch (e) {
    if (codeOf(e) === 'EBADF') return Buffer.alloc(0); // no stdin at all: no args
    throw e;
  }
  // A descriptor someone left non-blocking: the stream, under the same cap.
  let total = parts.reduce((n, p) => n + p.length, 0);
  for await (const chunk of process.stdin) {
    total += (chunk as Buffer).length;
    if (total > ARGS_CAP) throw overCap('stdin');
    parts.push(chunk as Buffer);
  }
  return Buffer.concat(parts);
}

/** `--args FILE`: the operator's own input, so a FIFO (`--args <(cmd)`) is read as it comes, up to the cap. */
function readArgsFile(file: string): Buffer {
  let fd: number;
  try {
    fd = openSync(file, 'r');
  } catch (e) {
    throw new UsageError(argsFileUnreadable(file, errnoText(codeOf(e))));
  }
  const parts: Buffer[] = [];
  try {
    if (!readFdCapped(fd, file, parts)) throw new UsageError(argsFileUnreadable(file, errnoText('EAGAIN')));
  } catch (e) {
    if (e instanceof UsageError) throw e;
    throw new UsageError(argsFileUnreadable(file, errnoText(codeOf(e))));
  } finally {
    closeSync(fd);
  }
  return Buffer.concat(parts);
}

export async function readArgs(file: string | undefined): Promise<ArgsSource> {
  if (file === '-') return { bytes: await readStdin(), label: 'stdin', usedStdin: true };
  if (file !== undefined) return { bytes: readArgsFile(file), label: file, usedStdin: false };
  // isatty(0) rather than process.stdin: a terminal we never read stays untouched.
  if (isatty(0)) return { bytes: Buffer.alloc(0), label: 'no args', usedStdin: false };
  return { bytes: await readStdin(), label: 'stdin', usedStdin: true };
}

/** Prompts need a person: a terminal on stdin (not used for args) and on stderr. */
export function canPrompt(args: ArgsSource): boolean {
  return !args.usedStdin && isatty(0) && isatty(2);
}

/** Ctrl-C at a prompt: nothing has started, the run ends as interrupted. */
export class PromptInterrupted extends Error {}

export interface Prompter {
  /** The answer, trimmed; '' for Ctrl-D. Throws PromptInterrupted on Ctrl-C. */
  ask(question: string): Promise<string>;
  close(): void;
}

/** One readline session for all questions, lines queued as they come, so answers typed ahead are not lost. */
export async function terminalPrompter(): Promise<Prompter> {
  const { createInterface } = await import('node:readline');
  const rl = createInterface({ input: process.stdin, output: process.stderr, terminal: true });
  const queued: string[] = [];
  let waiting: ((line: string | undefined) => void) | undefined;
  let closed = false;
  let interrupted = false;
  const deliver = (line: string | undefined): void => {
    const w = waiting;
    waiting = undefined;
    w?.(line);
  };
  rl.on('line', (line) => (waiting ? deliver(line) : queued.push(line)));
  rl.on('close', () => {
    closed = true;
    deliver(undefined);
  });
  rl.on('SIGINT', () => {
    interrupted = true;
    rl.close();
  });
  return {
    async ask(question) {
      rl.setPrompt(question);
      rl.prompt();
      const early = queued.length > 0 || closed;
      const line = early ? queued.shift() : await new Promise<string | undefined>((r) => (waiting = r));
      if (interrupted) throw new PromptInterrupted();
      if (early || line === undefined) writeErr('\n'); // the terminal did not end this prompt's line
      return (line ?? '').trim(); // undefined: Ctrl-D
    },
    close: () => rl.close(),
  };
}
