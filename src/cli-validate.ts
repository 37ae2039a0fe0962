// The entry of dist/ongrid-skills-validate.cjs (scripts/build.mjs): the
// program with `validate` alone, which bin/ongrid-skills.js starts when argv
// begins with `validate`, so a validate of a large tree compiles only what
// it runs.
import { runProgram } from './cli/main.js';
import { programWith } from './cli/program-base.js';
import { addValidate } from './cli/validate.js';

export function main(argv: string[]): Promise<void> {
  return runProgram(programWith([addValidate]), argv);
}
