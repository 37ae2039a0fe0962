// The entry of dist/ongrid-skills-scan.cjs (scripts/build.mjs): the program
// with `scan` alone, which bin/ongrid-skills.js starts when argv begins with
// `scan`, so a scan of a large tree compiles only what it runs.
import { runProgram } from './cli/main.js';
import { programWith } from './cli/program-base.js';
import { addScan } from './cli/scan.js';

export function main(argv: string[]): Promise<void> {
  return runProgram(programWith([addScan]), argv);
}
