// The one place that writes to stdout/stderr. A reader that goes away
// (`| head -1`) ends the program quietly instead of with an EPIPE trace.

let guarded = false;

function guard(): void {
  if (guarded) return;
  guarded = true;
  for (const stream of [process.stdout, process.stderr]) {
    stream.on('error', (err: NodeJS.ErrnoException) => {
      if (err.code === 'EPIPE') process.exit(process.exitCode ?? 0);
      throw err;
    });
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
