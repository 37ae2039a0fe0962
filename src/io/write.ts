// The one place that writes to stdout/stderr (commander's own output too: see
// configureOutput in src/cli.ts). A reader that goes away (`| head -1`) ends
// the program quietly with the exit code it would have had; any other write
// error (a full disk, EIO) is one line on stderr and exit 1, never output
// silently cut short.
import { errnoText } from '../go/errno.js';

let guarded = false;

function onWriteError(stream: NodeJS.WriteStream, err: NodeJS.ErrnoException): void {
  if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
  if (stream === process.stdout) {
    try {
      process.stderr.write(`error: cannot write output: ${errnoText(err.code)}\n`);
    } catch {
      // stderr is gone as well; the exit code still says it failed.
    }
  }
  process.exit(1);
}

function guard(): void {
  if (guarded) return;
  guarded = true;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => onWriteError(stream, err));
  }
}

export function writeOut(chunk: string | Buffer): void {
  guard();
  if (chunk.length > 0) process.stdout.write(chunk);
}

export function writeErr(chunk: string | Buffer): void {
  guard();
  if (chunk.length > 0) process.stderr.write(chunk);
}

/** Lines held as byte strings (the loader's log) go out byte for byte. */
export function writeErrBytes(lines: string[]): void {
  if (lines.length > 0) writeErr(Buffer.from(lines.join('\n') + '\n', 'latin1'));
}
