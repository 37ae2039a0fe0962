// `lsp`: a Language Server Protocol server on stdio (messages on stdout,
// the log on stderr) with validate's verdict as the editor's buffers stand.
// Exits when the client closes the connection or goes away without `shutdown`.
import { createConnection } from 'vscode-languageserver/node';
import { EXIT } from '../../errors.js';
import type { EngineFlags } from '../../lsp/engine.js';
import { serve } from './server.js';

export type LspFlags = EngineFlags & { stdio?: boolean };

export async function lspCommand(flags: LspFlags): Promise<number> {
  const connection = createConnection(process.stdin, process.stdout);
  const closed = new Promise<void>((resolve) => {
    connection.onExit(() => resolve());
    process.stdin.on('end', () => resolve());
    process.stdin.on('close', () => resolve());
  });
  serve(connection, { config: flags.config, rule: flags.rule, profile: flags.profile, providers: flags.providers, builtins: flags.builtins, root: flags.root });
  await closed;
  connection.dispose();
  return EXIT.ok;
}
