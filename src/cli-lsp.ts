// The entry of dist/ongrid-skills-lsp.cjs (scripts/build.mjs), which
// bin/ongrid-skills.js starts when argv begins with `lsp`: an editor starts
// `ongrid-skills lsp` (maybe with --stdio) and waits for the `initialize`
// answer, so that command line goes straight to the server without
// commander; any other is commander's, with `lsp` alone.
import { failureExitCode } from './cli/guard.js';

export async function main(argv: string[]): Promise<void> {
  if (argv.length === 1 || (argv.length === 2 && argv[1] === '--stdio')) {
    try {
      const { lspCommand } = await import('./commands/lsp/index.js');
      process.exitCode = await lspCommand({});
    } catch (err) {
      process.exitCode = failureExitCode(err);
    }
    return;
  }
  const [{ runProgram }, { programWith }, { addLsp }] = await Promise.all([import('./cli/main.js'), import('./cli/program-base.js'), import('./cli/lsp.js')]);
  return runProgram(programWith([addLsp]), argv);
}
