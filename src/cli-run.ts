// The entry of dist/ongrid-skills-run.cjs (scripts/build.mjs): the program
// with `run` alone, which bin/ongrid-skills.js starts when argv begins with
// `run`. Commander then always dispatches to `run`, so the other commands
// are neither compiled nor reached (docs/architecture-build.md).
import { runProgram } from './cli/main.js';
import { programWith } from './cli/program-base.js';
import { addRun } from './cli/run.js';

export function main(argv: string[]): Promise<void> {
  return runProgram(programWith([addRun]), argv);
}
