// A JSON object read whole for the pack and marketplace checks: capped and never blocking (readCapped), parsed by the
// Go decoder's reader for positions.
import path from 'node:path';
import { toBStr } from '../go/bytes.js';
import { type JsonNode, parseGoJson } from '../go/gojson.js';
import { readCapped } from '../go/readfile.js';
import { DOCUMENT_CAP, refusalClause } from './caps.js';
import { escapeText, readInside } from './read-inside.js';
import type { SourceFile } from './where.js';

export interface JsonDoc {
  file: SourceFile;
  object?: JsonNode & { kind: 'object' };
  /** Unreadable, a syntax error, or a top level that is not an object. */
  invalid?: { message: string; offset: number };
}

/** With `root`, a file that leads out of that folder is not read (read-inside.ts): `invalid` says where it leads. */
export function readJsonObject(file: string, root?: string): JsonDoc {
  const doc: JsonDoc = { file: { path: toBStr(file) } };
  try {
    const read = root === undefined ? readCapped(toBStr(file), { cap: DOCUMENT_CAP }) : readInside(toBStr(root), toBStr(file), { cap: DOCUMENT_CAP });
    if (read.kind === 'escapes') return { ...doc, invalid: { message: `not read: ${path.basename(file)} ${escapeText(read)}`, offset: 0 } };
    if (read.kind !== 'bytes') return { ...doc, invalid: { message: `read: ${path.basename(file)} ${refusalClause(read)}`, offset: 0 } };
    doc.file.src = read.bytes.toString('latin1');
  } catch (e) {
    return { ...doc, invalid: { message: `read: ${(e as NodeJS.ErrnoException).code ?? (e as Error).message}`, offset: 0 } };
  }
  const parsed = parseGoJson(doc.file.src);
  if (!parsed.ok) return { ...doc, invalid: parsed.error };
  const tree = parsed.value;
  doc.file.tree = tree;
  if (tree.kind !== 'object') return { ...doc, invalid: { message: `the top level is ${tree.kind === 'array' ? 'an array' : `a ${tree.kind}`}, not an object`, offset: tree.start } };
  return { ...doc, object: tree };
}
