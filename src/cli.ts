// dist/ongrid-skills.cjs: every command (src/cli/program.ts, each importing its command lazily); `run`, `scan` and
// `validate` also have bundles of their own (src/cli-run.ts, cli-scan.ts, cli-validate.ts).
import { runProgram } from './cli/main.js';
import { buildProgram } from './cli/program.js';

export { buildProgram };

export function main(argv: string[]): Promise<void> {
  return runProgram(buildProgram(), argv);
}
