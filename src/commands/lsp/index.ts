// `lsp`: a Language Server on stdio with validate's verdict on the editor's buffers; `initialize` is answered before
// the library loads (early-init.ts). Exits on `exit` or stdin's end (code 1 without `shutdown`, as the protocol says).
import { PassThrough } from 'node:stream';
import type { EngineFlags } from './engine.js';
import { EARLY_ID, answerInitialize } from './early-init.js';
import { EXIT } from '../../errors.js';

export type LspFlags = EngineFlags & { stdio?: boolean };

export async function lspCommand(flags: LspFlags): Promise<number> {
  const first = await answerInitialize(process.stdin, (bytes) => process.stdout.write(bytes));
  const [{ createConnection, StreamMessageReader, StreamMessageWriter }, { serve }] = await Promise.all([import('vscode-languageserver/node'), import('./server.js')]);
  const input = new PassThrough();
  input.write(first.replay);
  process.stdin.pipe(input);
  process.stdin.resume();
  const writer = new StreamMessageWriter(process.stdout);
  let shutdown = false;
  const connection = createConnection(new StreamMessageReader(input), {
    // The library's own answer to the initialize it was handed is the early one's twin: dropped.
    write: (msg) => ((msg as { id?: unknown }).id === EARLY_ID ? Promise.resolve() : writer.write(msg)),
    onError: writer.onError,
    onClose: writer.onClose,
    end: () => writer.end(),
    dispose: () => writer.dispose(),
  });
  connection.onShutdown(() => {
    shutdown = true;
  });
  const closed = new Promise<void>((resolve) => {
    connection.onExit(() => resolve());
    input.on('end', () => resolve());
  });
  serve(connection, { config: flags.config, rule: flags.rule, profile: flags.profile, providers: flags.providers, builtins: flags.builtins, root: flags.root });
  await closed;
  return shutdown ? EXIT.ok : EXIT.failed;
}
