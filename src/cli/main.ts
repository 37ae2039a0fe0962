// Parse argv with the commander program (expected failures -> one line + exit
// code, src/cli/guard.ts).
import { type Command, CommanderError } from 'commander';
import { EXIT } from '../errors.js';
import { rawArgs } from '../session/raw-process.js';
import { failureExitCode } from './guard.js';

export async function runProgram(program: Command, argv: string[]): Promise<void> {
  try {
    // Arguments that are not UTF-8 keep their bytes (a root named with them must be found).
    await program.parseAsync(rawArgs(argv), { from: 'user' });
  } catch (err) {
    // Help and version exit 0; parse errors were already printed by commander.
    if (err instanceof CommanderError) process.exitCode = err.exitCode === 0 ? EXIT.ok : EXIT.usage;
    else process.exitCode = failureExitCode(err);
  }
}
