// A protocol client for the built server (bin/ongrid-skills.js lsp) over real stdio.
import { type ChildProcess, spawn } from 'node:child_process';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { type MessageConnection, StreamMessageReader, StreamMessageWriter, createMessageConnection } from 'vscode-jsonrpc/node';
import type { PublishDiagnosticsParams } from 'vscode-languageserver-protocol';

export const BIN = fileURLToPath(new URL('../../bin/ongrid-skills.js', import.meta.url));

export interface Client {
  conn: MessageConnection;
  child: ChildProcess;
  /** Every publishDiagnostics received, in order. */
  published: PublishDiagnosticsParams[];
  /** The next publish for `uri` at `version` (or any version). */
  diagnostics(uri: string, version?: number): Promise<PublishDiagnosticsParams>;
  stop(): Promise<void>;
}

export const uriOf = (file: string): string => pathToFileURL(file).href;

export async function startServer(root: string, extraArgs: string[] = [], onRequest?: (method: string, params: unknown) => unknown): Promise<Client> {
  const child = spawn(process.execPath, [BIN, 'lsp', ...extraArgs], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'], env: { ...process.env, NO_COLOR: '1' } });
  child.stderr!.resume();
  const conn = createMessageConnection(new StreamMessageReader(child.stdout!), new StreamMessageWriter(child.stdin!));
  const published: PublishDiagnosticsParams[] = [];
  const waiters: Array<{ uri: string; version?: number; resolve: (p: PublishDiagnosticsParams) => void }> = [];
  conn.onNotification('textDocument/publishDiagnostics', (p: PublishDiagnosticsParams) => {
    published.push(p);
    for (const w of [...waiters]) {
      if (w.uri === p.uri && (w.version === undefined || w.version === p.version)) {
        waiters.splice(waiters.indexOf(w), 1);
        w.resolve(p);
      }
    }
  });
  conn.onRequest((method: string, params: unknown) => onRequest?.(method, params) ?? null);
  conn.onNotification(() => undefined);
  conn.listen();
  await conn.sendRequest('initialize', { processId: process.pid, rootUri: uriOf(root), capabilities: {}, workspaceFolders: [{ uri: uriOf(root), name: 'w' }] });
  await conn.sendNotification('initialized', {});
  return {
    conn,
    child,
    published,
    diagnostics: (uri, version) => new Promise((resolve) => waiters.push({ uri, version, resolve })),
    async stop() {
      const exited = new Promise<void>((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', () => resolve())));
      try {
        await conn.sendRequest('shutdown');
        await conn.sendNotification('exit');
      } catch {
        // Already gone.
      }
      conn.dispose();
      child.stdin!.end();
      await exited;
    },
  };
}
