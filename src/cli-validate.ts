// dist/ongrid-skills-validate.cjs: the program with `validate` alone, started by bin/ when argv begins with
// `validate`, so it compiles only what it runs.
import { runProgram } from './cli/main.js';
import { programWith } from './cli/program-base.js';
import { addValidate } from './cli/validate.js';

export function main(argv: string[]): Promise<void> {
  return runProgram(programWith([addValidate]), argv);
}
