// The entry of dist/ongrid-skills-lsp.cjs (scripts/build.mjs), which
// bin/ongrid-skills.js starts for the command line an editor gives
// (`lsp`, `lsp --stdio`): the server alone, without the option parser, so the
// `initialize` answer comes as fast as --version's line. Any other `lsp`
// command line (--help, --rule...) is the whole program's. The failure
// guard is loaded only on a failure: nothing but the early answer's code
// runs before the answer.

export async function main(): Promise<void> {
  try {
    const { lspCommand } = await import('./commands/lsp/index.js');
    process.exitCode = await lspCommand({});
  } catch (err) {
    const { failureExitCode } = await import('./cli/guard.js');
    process.exitCode = failureExitCode(err);
  }
}
