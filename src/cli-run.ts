// dist/ongrid-skills-run.cjs: the program with `run` alone. `run` is imported statically so esbuild puts its modules at
// top level rather than behind lazy inits V8 would parse again (docs/architecture-build.md).
import { runProgram } from './cli/main.js';
import { programWith } from './cli/program-base.js';
import { addRun } from './cli/run.js';
import * as run from './commands/run/index.js';

export function main(argv: string[]): Promise<void> {
  return runProgram(programWith([(program) => addRun(program, () => Promise.resolve(run))]), argv);
}
