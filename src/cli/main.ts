// Parse argv with a commander program and the only top-level catch
// (expected failures -> one line + exit code). Shared by the whole program
// (src/cli.ts) and the one-command bundles (src/bundles/).
import { type Command, CommanderError } from 'commander';
import { UsageError, EXIT } from '../errors.js';
import { writeErr } from '../io/write.js';
import { rawArgs } from '../session/raw-process.js';

export async function runProgram(program: Command, argv: string[]): Promise<void> {
  try {
    // Arguments that are not UTF-8 keep their bytes (a root named with them must be found).
    await program.parseAsync(rawArgs(argv), { from: 'user' });
  } catch (err) {
    process.exitCode = await failureExitCode(err);
  }
}

async function failureExitCode(err: unknown): Promise<number> {
  if (err instanceof CommanderError) {
    // Help and version exit 0; parse errors were already printed by commander.
    return err.exitCode === 0 ? EXIT.ok : EXIT.usage;
  }
  // The prose module is only needed on this path: keep it out of every start.
  const { errorLine, hintLine } = await import('../errors.js');
  if (err instanceof UsageError) {
    writeErr(errorLine(err.message) + '\n' + (err.hint ? hintLine(err.hint) + '\n' : ''));
    return err.exitCode;
  }
  const message = err instanceof Error ? err.message : String(err);
  writeErr(errorLine(`unexpected failure: ${message}`) + '\n' + hintLine('this is a bug in ongrid-skills; please report it with the command you ran') + '\n');
  if (process.env.ONGRID_SKILLS_DEBUG) writeErr(String((err as Error)?.stack) + '\n');
  return EXIT.failed;
}
