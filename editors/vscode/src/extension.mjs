// A language client for `ongrid-skills lsp`: starts the server on stdio for
// skill.json, SKILL.md, personas, commands and plugin files of the workspace.
// Everything else (diagnostics, fixes, hover, lenses) is the server's.
import fs from 'node:fs';
import path from 'node:path';
import * as vscode from 'vscode';
import { LanguageClient } from 'vscode-languageclient/node';

let client;

/** The configured command line, else the workspace's own install, else the one on PATH. */
function serverCommand() {
  const configured = vscode.workspace.getConfiguration('ongridSkills').get('command');
  if (Array.isArray(configured) && configured.length > 0) return { command: configured[0], args: configured.slice(1) };
  for (const folder of vscode.workspace.workspaceFolders ?? []) {
    const local = path.join(folder.uri.fsPath, 'node_modules', '.bin', 'ongrid-skills');
    if (fs.existsSync(local)) return { command: local, args: ['lsp'] };
  }
  return { command: 'ongrid-skills', args: ['lsp'] };
}

export function activate(context) {
  const run = serverCommand();
  const patterns = ['**/skill.json', '**/*.md', '**/.claude-plugin/*.json', '**/openclaw.plugin.json'];
  client = new LanguageClient(
    'ongridSkills',
    'ongrid skills',
    { run, debug: run },
    {
      documentSelector: patterns.map((pattern) => ({ scheme: 'file', pattern })),
      synchronize: { fileEvents: vscode.workspace.createFileSystemWatcher('**/*') },
    },
  );
  context.subscriptions.push({ dispose: () => client && client.stop() });
  return client.start();
}

export function deactivate() {
  return client ? client.stop() : undefined;
}
