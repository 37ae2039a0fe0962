// The protocol side of `lsp`: documents in, diagnostics, fixes, hover,
// completion, navigation and the run lens out, all on src/lsp/ and the
// validate engine. The engine is imported after `initialize` has been
// answered, so the editor sees the server start at the speed of --version.
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Connection, Diagnostic as LspDiagnostic } from 'vscode-languageserver/node';
import { CodeActionKind, DiagnosticSeverity } from 'vscode-languageserver/node';
import { APPLY_FIX, APPLY_OUTSIDE_FIXES, CAPABILITIES, RUN_SKILL, SERVER_INFO, TEST_SKILL } from './capabilities.js';
import type { EngineFlags } from './engine.js';
import type { Diagnostic } from '../../lint/diagnostics.js';
import type { FixItem } from '../../lint/fix-plan.js';

const SEVERITY = { error: DiagnosticSeverity.Error, warning: DiagnosticSeverity.Warning, info: DiagnosticSeverity.Information } as const;
/** Documents the server checks: manifests, markdown (SKILL.md, personas, commands, agents) and plugin JSON. */
const CHECKED = /(^|\/)(skill\.json|[^/]+\.md|plugin\.json|openclaw\.plugin\.json|marketplace\.json)$/;

type Core = typeof import('./core.js');

interface Doc {
  version: number;
  text: string;
}

interface Published {
  version: number;
  diagnostics: Diagnostic[];
  fixes: FixItem[];
}

export function serve(connection: Connection, flags: EngineFlags): void {
  const docs = new Map<string, Doc>();
  const published = new Map<string, Published>();
  let core: Core | undefined;
  let engine: InstanceType<Core['Engine']> | undefined;
  let root = process.cwd();
  let scheduler: InstanceType<Core['CheckScheduler']> | undefined;
  let ready: Promise<void> | undefined;

  const fileOf = (uri: string): string | undefined => (uri.startsWith('file:') ? fileURLToPath(uri) : undefined);
  const uriOf = (file: string): string => pathToFileURL(file).href;
  const checked = (uri: string): boolean => CHECKED.test(fileOf(uri) ?? '');

  const start = async (): Promise<void> => {
    core = await import('./core.js');
    engine = new core.Engine(root, flags);
    for (const [uri, d] of docs) engine.setText(fileOf(uri)!, d.text);
    scheduler = new core.CheckScheduler(
      (uri) => docs.get(uri)?.version,
      async (list) => {
        const files = [...docs.keys()].filter(checked).map((u) => fileOf(u)!);
        const result = await engine!.check(files);
        const out = new Map<string, unknown>();
        for (const d of list) {
          const file = fileOf(d.uri)!;
          out.set(d.uri, { diagnostics: result.diagnostics.get(file) ?? [], fixes: result.fixes.filter((f) => f.diagnostic.file === file) });
        }
        return out;
      },
      (uri, version, result) => {
        const r = result as Omit<Published, 'version'>;
        published.set(uri, { version, ...r });
        const lines = (docs.get(uri)?.text ?? '').split('\n');
        void connection.sendDiagnostics({ uri, version, diagnostics: r.diagnostics.map((d) => toLsp(core!, lines, d)) });
      },
      (e) => connection.console.error(`ongrid-skills lsp: check failed: ${e instanceof Error ? e.message : String(e)}`),
    );
    markAll();
  };
  const engineReady = (): Promise<void> => (ready ??= start());
  /** Every open document is checked again: workspace facts (names, tools) can change any of them. */
  const markAll = (): void => scheduler?.mark([...docs.keys()].filter(checked));

  connection.onInitialize((params) => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
    if (folder) root = fileOf(folder) ?? root;
    else if (params.rootPath) root = params.rootPath;
    return { capabilities: CAPABILITIES, serverInfo: SERVER_INFO };
  });
  connection.onInitialized(() => {
    void engineReady();
    void connection.client.register('workspace/didChangeWatchedFiles' as never, { watchers: [{ globPattern: '**/*' }] } as never).catch(() => undefined);
  });

  connection.onDidOpenTextDocument(({ textDocument: t }) => {
    docs.set(t.uri, { version: t.version, text: t.text });
    const file = fileOf(t.uri);
    if (file && engine) engine.setText(file, t.text);
    markAll();
  });
  connection.onDidChangeTextDocument(({ textDocument: t, contentChanges }) => {
    const last = contentChanges[contentChanges.length - 1];
    if (!last || 'range' in last) return;
    docs.set(t.uri, { version: t.version, text: last.text });
    const file = fileOf(t.uri);
    if (file && engine) engine.setText(file, last.text);
    markAll();
  });
  connection.onDidCloseTextDocument(({ textDocument: t }) => {
    docs.delete(t.uri);
    published.delete(t.uri);
    const file = fileOf(t.uri);
    if (file && engine) engine.setText(file, undefined);
    void connection.sendDiagnostics({ uri: t.uri, diagnostics: [] });
    markAll();
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    if (!engine) return;
    // Created or deleted files change what the walk finds; a config change, the levels: load again.
    // A changed file on disk is read again by the next check (entries, scripts, unopened manifests).
    const files = changes.map((c) => fileOf(c.uri)).filter((f): f is string => f !== undefined);
    if (changes.some((c) => c.type !== 2) || files.some((f) => core!.isConfigFile(f)) || files.some((f) => path.basename(f) === 'skill.json' && !docs.has(uriOf(f)))) engine.reboot();
    markAll();
  });

  connection.onCodeAction(async ({ textDocument, context }) => {
    const file = fileOf(textDocument.uri);
    const pub = published.get(textDocument.uri);
    if (!file || !pub || !engine || !core || pub.version !== docs.get(textDocument.uri)?.version) return [];
    const actions = [];
    const want = (kind: string): boolean => !context.only || context.only.some((k) => kind === k || kind.startsWith(k + '.'));
    if (want(CodeActionKind.QuickFix)) {
      for (const lsp of context.diagnostics) {
        // The finding the diagnostic was made from; a client that drops `data` still sends the code and range.
        const at = (lsp.data as { rule: string; line: number; column?: number } | undefined) ?? (typeof lsp.code === 'string' ? { rule: lsp.code, line: lsp.range.start.line + 1 } : undefined);
        if (!at) continue;
        pub.fixes.forEach((item, index) => {
          if (!core!.sameFinding(item.diagnostic, at)) return;
          const action = core!.fixAction(engine!, file, item);
          if (action.kind === 'refused') actions.push({ title: action.title, kind: CodeActionKind.QuickFix, diagnostics: [lsp], disabled: { reason: action.reason } });
          else if (action.kind === 'edit') actions.push({ title: action.title, kind: CodeActionKind.QuickFix, diagnostics: [lsp], isPreferred: true, edit: { changes: { [textDocument.uri]: action.edits } } });
          else actions.push({ title: action.title, kind: CodeActionKind.QuickFix, diagnostics: [lsp], command: { title: action.title, command: APPLY_FIX, arguments: [textDocument.uri, pub.version, index] } });
        });
      }
    }
    if (want(CodeActionKind.SourceFixAll)) {
      const edit = await core.fixAll(engine, file);
      // The entry's fixes ride along as the action's command, which the client runs after the edit.
      const outside = core.hasOutsideFixes(file, pub.fixes);
      if (edit || outside)
        actions.push({
          title: 'Fix all ongrid-skills findings in this file',
          kind: CodeActionKind.SourceFixAll,
          ...(edit ? { edit: { changes: { [textDocument.uri]: [edit] } } } : {}),
          ...(outside ? { command: { title: 'Fix the entry file', command: APPLY_OUTSIDE_FIXES, arguments: [textDocument.uri] } } : {}),
        });
    }
    return actions;
  });

  connection.onExecuteCommand(async ({ command, arguments: args = [] }) => {
    await engineReady();
    if (command === APPLY_FIX) {
      const [uri, version, index] = args as unknown as [string, number, number];
      const pub = published.get(uri);
      const file = fileOf(uri);
      if (!pub || pub.version !== version || !file) return void connection.window.showWarningMessage('ongrid-skills: the document changed; ask for the fix again');
      const action = core!.fixAction(engine!, file, pub.fixes[index]);
      const problem = action.kind === 'command' ? core!.commitFixPlan(action.plan) : action.kind === 'refused' ? action.reason : undefined;
      if (problem) void connection.window.showErrorMessage(`ongrid-skills: ${problem}`);
      engine!.reboot();
      markAll();
      return undefined;
    }
    if (command === APPLY_OUTSIDE_FIXES) {
      const file = fileOf((args as unknown as [string])[0]);
      if (!file) return undefined;
      const problem = await core!.applyOutside(engine!, file);
      if (problem) void connection.window.showErrorMessage(`ongrid-skills: ${problem}`);
      markAll();
      return undefined;
    }
    if (command === RUN_SKILL || command === TEST_SKILL) {
      const [uri] = args as unknown as [string];
      const file = fileOf(uri);
      if (!file) return undefined;
      const result = await core![command === RUN_SKILL ? 'runFromEditor' : 'testFromEditor'](engine!, file, {
        ask: async (question) => (await connection.window.showWarningMessage(question, { title: 'Run' }, { title: 'Cancel' }))?.title === 'Run',
        stderr: (chunk) => connection.console.log(chunk),
      });
      connection.console.log(result.log);
      // A notification, not a request: nothing to answer.
      void connection.sendNotification('window/showMessage', { type: result.ok ? 3 : 1, message: result.message });
      return result;
    }
    return undefined;
  });

  connection.onHover(async ({ textDocument, position }) => {
    const file = fileOf(textDocument.uri);
    const doc = docs.get(textDocument.uri);
    if (!file || !doc) return null;
    await engineReady();
    const pub = published.get(textDocument.uri);
    const onLine = pub?.diagnostics.filter((d) => d.line - 1 === position.line) ?? [];
    const line = core!.lineOf(doc.text, position);
    if (file.endsWith('.md')) await engine!.current();
    const judged = file.endsWith('.md') ? core!.judgeDocument(file, doc.text, engine!.docs) : undefined;
    const own = path.basename(file) === 'skill.json' ? core!.manifestHover(file, line, position.character) : judged ? core!.frontmatterHover(judged, doc.text, position) : undefined;
    const parts = [own, ...[...new Set(onLine.map((d) => d.rule))].map((id) => core!.ruleHover(id))];
    const value = parts.filter(Boolean).join('\n\n---\n\n');
    return value ? { contents: { kind: 'markdown', value } } : null;
  });

  connection.onCompletion(async ({ textDocument, position }) => {
    const file = fileOf(textDocument.uri);
    const doc = docs.get(textDocument.uri);
    if (!file || !doc) return [];
    await engineReady();
    const line = core!.lineOf(doc.text, position);
    await engine!.current();
    const judged = file.endsWith('.md') ? core!.judgeDocument(file, doc.text, engine!.docs) : undefined;
    const items =
      path.basename(file) === 'skill.json'
        ? core!.manifestCompletions(line, position.character, process.env)
        : judged
          ? core!.frontmatterCompletions(judged, doc.text, position, await engine!.toolNames())
          : [];
    return items.map((c) => ({ label: c.label, kind: c.kind === 'key' ? 10 : 12, detail: c.detail, documentation: c.documentation, insertText: c.insertText }));
  });

  connection.onDefinition(async ({ textDocument, position }) => {
    const file = fileOf(textDocument.uri);
    const doc = docs.get(textDocument.uri);
    if (!file || !doc) return null;
    await engineReady();
    const line = core!.lineOf(doc.text, position);
    if (path.basename(file) === 'skill.json') {
      const link = core!.entryLink(file, doc.text);
      return link && link.range.start.line === position.line ? { uri: uriOf(link.target), range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } } : null;
    }
    // A persona's tool name: the manifest of the skill with that name.
    const word = /[a-z0-9_]+/g;
    for (let m = word.exec(line); m; m = word.exec(line)) {
      if (position.character < m.index || position.character > m.index + m[0].length) continue;
      const target = await engine!.skillNamed(m[0]);
      return target ? { uri: uriOf(target), range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } } : null;
    }
    return null;
  });

  connection.onDocumentLinks(async ({ textDocument }) => {
    const file = fileOf(textDocument.uri);
    const doc = docs.get(textDocument.uri);
    if (!file || !doc) return [];
    await engineReady();
    if (path.basename(file) === 'skill.json') {
      const link = core!.entryLink(file, doc.text);
      return link ? [{ range: link.range, target: uriOf(link.target) }] : [];
    }
    return file.endsWith('.md') ? core!.markdownLinks(file, doc.text).map((l) => ({ range: l.range, target: uriOf(l.target) })) : [];
  });

  connection.onCodeLens(({ textDocument }) => {
    const file = fileOf(textDocument.uri);
    if (!file || path.basename(file) !== 'skill.json') return [];
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const lenses = [{ range, command: { title: 'Run', command: RUN_SKILL, arguments: [textDocument.uri] } }];
    if (core?.testFiles(file).length) lenses.push({ range, command: { title: 'Test', command: TEST_SKILL, arguments: [textDocument.uri] } });
    return lenses;
  });

  connection.listen();
}

function toLsp(core: Core, lines: readonly string[], d: Diagnostic): LspDiagnostic {
  const href = core.ruleUri(d.rule);
  return {
    range: core.diagnosticRange(lines, d.line, d.column),
    severity: SEVERITY[d.severity],
    code: d.rule,
    ...(href ? { codeDescription: { href } } : {}),
    source: 'ongrid-skills',
    message: d.message,
    data: { rule: d.rule, line: d.line, column: d.column },
  };
}
