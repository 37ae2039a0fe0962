// The protocol side of `lsp`. The engine is imported after `initialize` has been answered, so the editor sees the
// server start at the speed of --version.
import path from 'node:path';
import type { Connection, Diagnostic as LspDiagnostic } from 'vscode-languageserver/node';
import { CodeActionKind, DiagnosticSeverity } from 'vscode-languageserver/node';
import { APPLY_FIX, APPLY_OUTSIDE_FIXES, CAPABILITIES, RUN_SKILL, SERVER_INFO, TEST_SKILL } from './capabilities.js';
import type { EngineFlags } from './engine.js';
import type { Diagnostic } from '../../lint/diagnostics.js';
import type { FixItem } from '../../lint/fix/fix-plan.js';
import { lookups, navigation } from './lookups.js';
import { fileOf, uriOf } from './positions.js';

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

export class State {
  readonly docs = new Map<string, Doc>();
  readonly published = new Map<string, Published>();
  core: Core | undefined;
  engine: InstanceType<Core['Engine']> | undefined;
  root = process.cwd();
  scheduler: InstanceType<Core['CheckScheduler']> | undefined;
  ready: Promise<void> | undefined;

  constructor(
    readonly connection: Connection,
    private readonly flags: EngineFlags,
  ) {}

  /** The engine, imported and loaded on first need (after `initialize` is answered). */
  engineReady(): Promise<void> {
    return (this.ready ??= this.start());
  }

  /** Every open document is checked again: workspace facts (names, tools) can change any of them. */
  markAll(): void {
    this.scheduler?.mark([...this.docs.keys()].filter(checked));
  }

  private async start(): Promise<void> {
    const { connection, flags, docs } = this;
    const core = (this.core = await import('./core.js'));
    const engine = (this.engine = new core.Engine(this.root, flags));
    for (const [uri, d] of docs) engine.setText(fileOf(uri)!, d.text);
    this.scheduler = new core.CheckScheduler(
      (uri) => docs.get(uri)?.version,
      async (list) => {
        const files = [...docs.keys()].filter(checked).map((u) => fileOf(u)!);
        const result = await engine.check(files);
        const out = new Map<string, unknown>();
        for (const d of list) {
          const file = fileOf(d.uri)!;
          out.set(d.uri, { diagnostics: result.diagnostics.get(file) ?? [], fixes: result.fixes.filter((f) => f.diagnostic.file === file) });
        }
        return out;
      },
      (uri, version, result) => {
        const r = result as Omit<Published, 'version'>;
        this.published.set(uri, { version, ...r });
        const lines = (docs.get(uri)?.text ?? '').split('\n');
        void connection.sendDiagnostics({ uri, version, diagnostics: r.diagnostics.map((d) => toLsp(core, lines, d)) });
      },
      (e) => connection.console.error(`ongrid-skills lsp: check failed: ${e instanceof Error ? e.message : String(e)}`),
    );
    this.markAll();
  }
}

const checked = (uri: string): boolean => CHECKED.test(fileOf(uri) ?? '');

export function serve(connection: Connection, flags: EngineFlags): void {
  const s = new State(connection, flags);
  connection.onInitialize((params) => {
    const folder = params.workspaceFolders?.[0]?.uri ?? params.rootUri;
    if (folder) s.root = fileOf(folder) ?? s.root;
    else if (params.rootPath) s.root = params.rootPath;
    return { capabilities: CAPABILITIES, serverInfo: SERVER_INFO };
  });
  connection.onInitialized(() => {
    void s.engineReady();
    void connection.client.register('workspace/didChangeWatchedFiles' as never, { watchers: [{ globPattern: '**/*' }] } as never).catch(() => undefined);
  });

  documentSync(connection, s);
  codeActions(connection, s);
  commands(connection, s);
  lookups(connection, s);
  navigation(connection, s);
  connection.listen();
}

function documentSync(connection: Connection, s: State): void {
  const opened = (uri: string, version: number, text: string): void => {
    s.docs.set(uri, { version, text });
    const file = fileOf(uri);
    if (file && s.engine) s.engine.setText(file, text);
    s.markAll();
  };
  connection.onDidOpenTextDocument(({ textDocument: t }) => opened(t.uri, t.version, t.text));
  connection.onDidChangeTextDocument(({ textDocument: t, contentChanges }) => {
    const last = contentChanges[contentChanges.length - 1];
    if (last && !('range' in last)) opened(t.uri, t.version, last.text);
  });
  connection.onDidCloseTextDocument(({ textDocument: t }) => {
    s.docs.delete(t.uri);
    s.published.delete(t.uri);
    const file = fileOf(t.uri);
    if (file && s.engine) s.engine.setText(file, undefined);
    void connection.sendDiagnostics({ uri: t.uri, diagnostics: [] });
    s.markAll();
  });
  connection.onDidChangeWatchedFiles(({ changes }) => {
    if (!s.engine) return;
    // Files created or deleted change what the walk finds, a config change the levels: load again. A file changed on
    // disk is read again by the next check.
    const files = changes.map((c) => fileOf(c.uri)).filter((f): f is string => f !== undefined);
    if (changes.some((c) => c.type !== 2) || files.some((f) => s.core!.isConfigFile(f)) || files.some((f) => path.basename(f) === 'skill.json' && !s.docs.has(uriOf(f)))) s.engine.reboot();
    s.markAll();
  });
}

function codeActions(connection: Connection, s: State): void {
  connection.onCodeAction(async ({ textDocument, context }) => {
    const file = fileOf(textDocument.uri);
    const pub = s.published.get(textDocument.uri);
    if (!file || !pub || !s.engine || !s.core || pub.version !== s.docs.get(textDocument.uri)?.version) return [];
    const actions = [];
    const want = (kind: string): boolean => !context.only || context.only.some((k) => kind === k || kind.startsWith(k + '.'));
    if (want(CodeActionKind.QuickFix)) {
      for (const lsp of context.diagnostics) {
        // The finding the diagnostic was made from; a client that drops `data` still sends the code and range.
        const at = (lsp.data as { rule: string; line: number; column?: number } | undefined) ?? (typeof lsp.code === 'string' ? { rule: lsp.code, line: lsp.range.start.line + 1 } : undefined);
        if (!at) continue;
        pub.fixes.forEach((item, index) => {
          if (!s.core!.sameFinding(item.diagnostic, at)) return;
          const action = s.core!.fixAction(s.engine!, file, item);
          if (action.kind === 'refused') actions.push({ title: action.title, kind: CodeActionKind.QuickFix, diagnostics: [lsp], disabled: { reason: action.reason } });
          else if (action.kind === 'edit') actions.push({ title: action.title, kind: CodeActionKind.QuickFix, diagnostics: [lsp], isPreferred: true, edit: { changes: { [textDocument.uri]: action.edits } } });
          else actions.push({ title: action.title, kind: CodeActionKind.QuickFix, diagnostics: [lsp], command: { title: action.title, command: APPLY_FIX, arguments: [textDocument.uri, pub.version, index] } });
        });
      }
    }
    if (want(CodeActionKind.SourceFixAll)) {
      const edit = await s.core.fixAll(s.engine, file);
      // The entry's fixes ride along as the action's command, which the client runs after the edit.
      const outside = s.core.hasOutsideFixes(file, pub.fixes);
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
}

/** The commands code actions and lenses name: a fix on the entry file, Run, Test. */
function commands(connection: Connection, s: State): void {
  connection.onExecuteCommand(async ({ command, arguments: args = [] }) => {
    await s.engineReady();
    if (command === APPLY_FIX) {
      const [uri, version, index] = args as unknown as [string, number, number];
      const pub = s.published.get(uri);
      const file = fileOf(uri);
      if (!pub || pub.version !== version || !file) return void connection.window.showWarningMessage('ongrid-skills: the document changed; ask for the fix again');
      const action = s.core!.fixAction(s.engine!, file, pub.fixes[index]);
      const problem = action.kind === 'command' ? s.core!.commitFixPlan(action.plan) : action.kind === 'refused' ? action.reason : undefined;
      if (problem) void connection.window.showErrorMessage(`ongrid-skills: ${problem}`);
      s.engine!.reboot();
      s.markAll();
      return undefined;
    }
    if (command === APPLY_OUTSIDE_FIXES) {
      const file = fileOf((args as unknown as [string])[0]);
      if (!file) return undefined;
      const problem = await s.core!.applyOutside(s.engine!, file);
      if (problem) void connection.window.showErrorMessage(`ongrid-skills: ${problem}`);
      s.markAll();
      return undefined;
    }
    if (command === RUN_SKILL || command === TEST_SKILL) {
      const [uri] = args as unknown as [string];
      const file = fileOf(uri);
      if (!file) return undefined;
      const result = await s.core![command === RUN_SKILL ? 'runFromEditor' : 'testFromEditor'](s.engine!, file, {
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
