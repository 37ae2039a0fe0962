// What the server offers in its `initialize` answer: plain data, written before the protocol library loads.
export const APPLY_FIX = 'ongrid-skills.applyFix';
/** Fix all's part beyond the document: the entry's x bit and #! line, as --fix applies them. */
export const APPLY_OUTSIDE_FIXES = 'ongrid-skills.applyFileFixes';
export const RUN_SKILL = 'ongrid-skills.run';
export const TEST_SKILL = 'ongrid-skills.test';

export const CAPABILITIES = {
  // Full text on every change (TextDocumentSyncKind.Full): manifests are small, and the engine reads whole files.
  textDocumentSync: { openClose: true, change: 1 as const, save: false },
  codeActionProvider: { codeActionKinds: ['quickfix', 'source.fixAll'] },
  hoverProvider: true,
  completionProvider: { triggerCharacters: ['"', ':'] },
  definitionProvider: true,
  documentLinkProvider: { resolveProvider: false },
  codeLensProvider: { resolveProvider: false },
  executeCommandProvider: { commands: [APPLY_FIX, APPLY_OUTSIDE_FIXES, RUN_SKILL, TEST_SKILL] },
};

export const SERVER_INFO = { name: 'ongrid-skills' };
