// Between the engine's places (1-based line and character column, byte offsets) and the protocol's (0-based line,
// UTF-16 code units), and between document URIs and file paths.
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { BStr } from '../../go/bytes.js';

export interface LspPosition {
  line: number;
  character: number;
}

export interface LspRange {
  start: LspPosition;
  end: LspPosition;
}

/** The UTF-16 length of the first `chars` code points of `line`. */
function units(line: string, chars: number): number {
  let i = 0;
  for (let n = 0; n < chars && i < line.length; n++) i += (line.codePointAt(i) ?? 0) > 0xffff ? 2 : 1;
  return i;
}

/** A diagnostic's range: from its column to the end of the token there (a word, a quoted string), on that line (`lines`: the text split once per publish). */
export function diagnosticRange(lines: readonly string[], line: number, column: number): LspRange {
  const l = Math.max(0, Math.min(line - 1, lines.length - 1));
  const lineText = (lines[l] ?? '').replace(/\r$/, '');
  const start = Math.min(units(lineText, column - 1), lineText.length);
  const rest = lineText.slice(start);
  const token = /^("(?:[^"\\]|\\.)*"?|[\w.-]+)/.exec(rest);
  const length = token ? token[0].length : rest.length;
  return { start: { line: l, character: start }, end: { line: l, character: start + Math.max(length, rest.length === 0 ? 0 : 1) } };
}

/** Where byte `offset` of `src` (the file's bytes as a byte string) falls. */
export function offsetPosition(src: BStr, offset: number): LspPosition {
  const before = src.slice(0, offset);
  const nl = before.lastIndexOf('\n');
  let line = 0;
  for (let i = before.indexOf('\n'); i !== -1; i = before.indexOf('\n', i + 1)) line++;
  return { line, character: Buffer.from(before.slice(nl + 1), 'latin1').toString('utf8').length };
}

export function wholeRange(text: string): LspRange {
  const lines = text.split('\n');
  return { start: { line: 0, character: 0 }, end: { line: lines.length - 1, character: lines[lines.length - 1].length } };
}

/** A `file:` URI's path; undefined for any other scheme (an unsaved buffer). */
export const fileOf = (uri: string): string | undefined => (uri.startsWith('file:') ? fileURLToPath(uri) : undefined);
export const uriOf = (file: string): string => pathToFileURL(file).href;
