// The `run` bundle's entry, dist/ongrid-skills-run.cjs (scripts/build.mjs):
// the program with `run` alone, for a start whose first argument is `run`
// (bin/ongrid-skills.js). Commander then always dispatches to `run`, so the
// other commands are never reached, and a start compiles 250 KB, not 560.
import { runProgram } from '../cli/main.js';
import { programWith } from '../cli/program-base.js';
import { addRun } from '../cli/run.js';
import { prefetchStdioPipes } from '../runner/pipe-helper.js';

export function main(argv: string[]): Promise<void> {
  // Where the bundle has no pipe addon (runner/native-pipes.ts), the child's
  // pipes take their helper some 5 ms to make (runner/pipe-helper.ts):
  // started before commander is built, it is done before the run asks (a
  // start that ends without a run leaves nothing behind: the helper ends
  // with our exit).
  prefetchStdioPipes();
  return runProgram(programWith([addRun]), argv);
}
