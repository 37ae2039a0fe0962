// What the editor looks up: hover, completion, definition, document links and the Run/Test lenses.
import path from 'node:path';
import type { Connection } from 'vscode-languageserver/node';
import { RUN_SKILL, TEST_SKILL } from './capabilities.js';
import { fileOf, uriOf } from './positions.js';
import type { State } from './server.js';

/** The open document at `uri` once the engine is ready; none when it is not a file or not open. */
async function opened(s: State, uri: string): Promise<{ file: string; doc: { text: string } } | undefined> {
  const file = fileOf(uri);
  const doc = s.docs.get(uri);
  if (!file || !doc) return undefined;
  await s.engineReady();
  return { file, doc };
}

export function lookups(connection: Connection, s: State): void {
  connection.onHover(async ({ textDocument, position }) => {
    const open = await opened(s, textDocument.uri);
    if (!open) return null;
    const { file, doc } = open;
    const pub = s.published.get(textDocument.uri);
    const onLine = pub?.diagnostics.filter((d) => d.line - 1 === position.line) ?? [];
    const line = s.core!.lineOf(doc.text, position);
    if (file.endsWith('.md')) await s.engine!.current();
    const judged = file.endsWith('.md') ? s.core!.judgeDocument(file, doc.text, s.engine!.docs) : undefined;
    const own = path.basename(file) === 'skill.json' ? s.core!.manifestHover(file, line, position.character) : judged ? s.core!.frontmatterHover(judged, doc.text, position) : undefined;
    const parts = [own, ...[...new Set(onLine.map((d) => d.rule))].map((id) => s.core!.ruleHover(id))];
    const value = parts.filter(Boolean).join('\n\n---\n\n');
    return value ? { contents: { kind: 'markdown', value } } : null;
  });

  connection.onCompletion(async ({ textDocument, position }) => {
    const open = await opened(s, textDocument.uri);
    if (!open) return [];
    const { file, doc } = open;
    const line = s.core!.lineOf(doc.text, position);
    await s.engine!.current();
    const judged = file.endsWith('.md') ? s.core!.judgeDocument(file, doc.text, s.engine!.docs) : undefined;
    const items =
      path.basename(file) === 'skill.json'
        ? s.core!.manifestCompletions(line, position.character, process.env)
        : judged
          ? s.core!.frontmatterCompletions(judged, doc.text, position, await s.engine!.toolNames())
          : [];
    return items.map((c) => ({ label: c.label, kind: c.kind === 'key' ? 10 : 12, detail: c.detail, documentation: c.documentation, insertText: c.insertText }));
  });
}

export function navigation(connection: Connection, s: State): void {
  connection.onDefinition(async ({ textDocument, position }) => {
    const open = await opened(s, textDocument.uri);
    if (!open) return null;
    const { file, doc } = open;
    const line = s.core!.lineOf(doc.text, position);
    if (path.basename(file) === 'skill.json') {
      const link = s.core!.entryLink(file, doc.text);
      return link && link.range.start.line === position.line ? { uri: uriOf(link.target), range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } } : null;
    }
    // A persona's tool name: the manifest of the skill with that name.
    const word = /[a-z0-9_]+/g;
    for (let m = word.exec(line); m; m = word.exec(line)) {
      if (position.character < m.index || position.character > m.index + m[0].length) continue;
      const target = await s.engine!.skillNamed(m[0]);
      return target ? { uri: uriOf(target), range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } } } : null;
    }
    return null;
  });

  connection.onDocumentLinks(async ({ textDocument }) => {
    const open = await opened(s, textDocument.uri);
    if (!open) return [];
    const { file, doc } = open;
    if (path.basename(file) === 'skill.json') {
      const link = s.core!.entryLink(file, doc.text);
      return link ? [{ range: link.range, target: uriOf(link.target) }] : [];
    }
    return file.endsWith('.md') ? s.core!.markdownLinks(file, doc.text).map((l) => ({ range: l.range, target: uriOf(l.target) })) : [];
  });

  connection.onCodeLens(({ textDocument }) => {
    const file = fileOf(textDocument.uri);
    if (!file || path.basename(file) !== 'skill.json') return [];
    const range = { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } };
    const lenses = [{ range, command: { title: 'Run', command: RUN_SKILL, arguments: [textDocument.uri] } }];
    if (s.core?.testFiles(file).length) lenses.push({ range, command: { title: 'Test', command: TEST_SKILL, arguments: [textDocument.uri] } });
    return lenses;
  });
}
