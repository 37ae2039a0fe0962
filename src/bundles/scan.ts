// The `scan` bundle's entry, dist/ongrid-skills-scan.cjs (scripts/build.mjs):
// the program with `scan` alone, for a start whose first argument is `scan`
// (bin/ongrid-skills.js). Commander then always dispatches to `scan`, so the
// other commands are never reached, and a start compiles 190 KB, not 560.
import { runProgram } from '../cli/main.js';
import { programWith } from '../cli/program-base.js';
import { addScan } from '../cli/scan.js';

export function main(argv: string[]): Promise<void> {
  return runProgram(programWith([addScan]), argv);
}
