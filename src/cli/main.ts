// Parse argv with the program (expected failures: one line and an exit code, src/cli/guard.ts).
import { ArgvExit, type Command } from '../argv/command.js';
import { EXIT } from '../errors.js';
import { rawArgs } from '../session/raw-process.js';
import { failureExitCode } from './guard.js';

export async function runProgram(program: Command, argv: string[]): Promise<void> {
  try {
    // Arguments that are not UTF-8 keep their bytes (a root named with them must be found).
    await program.parseAsync(rawArgs(argv));
  } catch (err) {
    // Help and version exit 0; a usage error's line is already written.
    if (err instanceof ArgvExit) process.exitCode = err.usageError ? EXIT.usage : EXIT.ok;
    else process.exitCode = failureExitCode(err);
  }
}
