// The entry of dist/ongrid-skills-run.cjs (scripts/build.mjs): the program
// with `run` alone, which bin/ongrid-skills.js starts when argv begins with
// `run`. Commander then always dispatches to `run`, so the other commands
// are neither compiled nor reached. The command is imported statically: with
// no import() of it, esbuild places the modules it needs at the bundle's top
// level instead of behind lazy inits, which V8 would parse once more as each
// init first runs (docs/architecture-build.md).
import { runProgram } from './cli/main.js';
import { programWith } from './cli/program-base.js';
import { addRun } from './cli/run.js';
import * as run from './commands/run/index.js';

export function main(argv: string[]): Promise<void> {
  return runProgram(programWith([(program) => addRun(program, () => Promise.resolve(run))]), argv);
}
