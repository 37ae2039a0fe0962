// dist/ongrid-skills-scan.cjs: the program with `scan` alone, started by bin/ when argv begins with `scan`, so a scan
// compiles only what it runs.
import { runProgram } from './cli/main.js';
import { programWith } from './cli/program-base.js';
import { addScan } from './cli/scan.js';

export function main(argv: string[]): Promise<void> {
  return runProgram(programWith([addScan]), argv);
}
