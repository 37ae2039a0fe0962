// The command-line program's entry, dist/ongrid-skills.cjs: every command
// (src/cli/program.ts, one module per command, each importing its command
// lazily), parsed by src/cli/main.ts. `run`, `scan` and `validate` also have
// bundles of their own (src/cli-run.ts, src/cli-scan.ts, src/cli-validate.ts).
import { runProgram } from './cli/main.js';
import { buildProgram } from './cli/program.js';

export { buildProgram };

export function main(argv: string[]): Promise<void> {
  return runProgram(buildProgram(), argv);
}
