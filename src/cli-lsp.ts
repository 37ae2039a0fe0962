// The entry of dist/ongrid-skills-lsp.cjs for an editor's `lsp` line: the server without the option parser, so
// `initialize` is answered as fast as --version; any other `lsp` line is the whole program's.

export async function main(): Promise<void> {
  try {
    const { lspCommand } = await import('./commands/lsp/index.js');
    process.exitCode = await lspCommand({});
  } catch (err) {
    const { failureExitCode } = await import('./cli/guard.js');
    process.exitCode = failureExitCode(err);
  }
}
