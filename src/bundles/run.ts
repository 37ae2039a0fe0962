// The `run` bundle's entry, dist/ongrid-skills-run.cjs (scripts/build.mjs):
// the program with `run` alone, for a start whose first argument is `run`
// (bin/ongrid-skills.js). A plain command line (src/cli/run-argv.ts) goes
// straight to the command; any other is commander's, which then always
// dispatches to `run`, so the other commands are never reached.
import { fastRunArgv } from '../cli/run-argv.js';
import { guarded } from '../cli/guard.js';
import { prefetchStdioPipes } from '../runner/pipe-helper.js';
import { rawArgs } from '../session/raw-process.js';

export async function main(argv: string[]): Promise<void> {
  // Where the bundle has no child addon (runner/child-addon.ts), the child's
  // pipes take their helper some 5 ms to make (runner/pipe-helper.ts):
  // started first, it is done before the run asks (a start that ends
  // without a run leaves nothing behind: the helper ends with our exit).
  prefetchStdioPipes();
  // Arguments that are not UTF-8 keep their bytes (a root named with them must be found).
  const fast = fastRunArgv(rawArgs(argv));
  await guarded(async () => {
    if (fast === undefined) {
      const [{ runProgram }, { programWith }, { addRun }] = await Promise.all([import('../cli/main.js'), import('../cli/program-base.js'), import('../cli/run.js')]);
      return runProgram(programWith([addRun]), argv);
    }
    const { runCommand } = await import('../commands/run/index.js');
    process.exitCode = await runCommand(fast.name, fast.flags);
  });
}
