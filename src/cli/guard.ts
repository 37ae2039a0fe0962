// The only top-level catch: an expected failure becomes one line (and its hint) on stderr and its exit code;
// anything else is reported as a bug.
import { EXIT, UNEXPECTED_FAILURE_HINT, UsageError, errorLine, hintLine, unexpectedFailure } from '../errors.js';
import { writeErr } from '../io/write.js';

/** The exit code of a failure that is not a usage error's, after its line is written. */
export function failureExitCode(err: unknown): number {
  if (err instanceof UsageError) {
    writeErr(errorLine(err.message) + '\n' + (err.hint ? hintLine(err.hint) + '\n' : ''));
    return err.exitCode;
  }
  const message = err instanceof Error ? err.message : String(err);
  writeErr(errorLine(unexpectedFailure(message)) + '\n' + hintLine(UNEXPECTED_FAILURE_HINT) + '\n');
  if (process.env.ONGRID_SKILLS_DEBUG) writeErr(String((err as Error)?.stack) + '\n');
  return EXIT.failed;
}
