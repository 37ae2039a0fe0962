// One markdown document with YAML frontmatter read as the manager's chatruntime reads it
// (docs/ecosystems.md#frontmatter): split, then decoded into its struct shape; data and the manager's own error texts.
import { type BStr, toBStr } from '../go/bytes.js';
import type { GoError } from '../go/errno.js';
import { readCapped } from '../go/readfile.js';
import { type Escape, type InsideOutcome, escapeText, readInside } from '../source/read-inside.js';
import { DOCUMENT_CAP, refusalClause } from '../source/caps.js';
import { escapeToken } from '../source/pointer.js';
import { type FrontmatterSplit, splitFrontmatter } from './frontmatter.js';
import type { SourceFile } from '../source/where.js';
import YAML from 'yaml';
import type { Node } from 'yaml';
import { type Shape, type YamlFront, type YamlIssue, parseFront, scalarText, stringOf } from '../yaml/yaml-front.js';
import { decodeIssues } from '../yaml/yaml-decode.js';

export interface MdDoc {
  /** As given, and as it appears in the manager's texts. */
  path: string;
  file: SourceFile;
  text: string;
  /** Starts with a UTF-8 byte order mark (then there is no frontmatter). */
  bom: boolean;
  split: FrontmatterSplit;
  front?: YamlFront;
  /** Syntax errors, repeated keys and type mismatches, in the order yaml.v3 would meet them. */
  issues: YamlIssue[];
}

export type MdRead = { ok: true; doc: MdDoc } | { ok: false; path: string; message: string; escape?: Escape };

export function parseMdDoc(path: string, bytes: Buffer, shape: Shape): MdDoc {
  const text = bytes.toString('utf8');
  const split = splitFrontmatter(text, path);
  const doc: MdDoc = {
    path,
    file: { path: toBStr(path), src: bytes.toString('latin1') as BStr },
    text,
    bom: bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf,
    split,
    issues: [],
  };
  if (split.kind === 'ok') {
    doc.front = parseFront(split.yaml, split.yamlLine);
    doc.issues = decodeIssues(doc.front, frontBytes(bytes, split.yamlLine, split.yaml), shape, split.yamlLine);
  }
  return doc;
}

const LF = Buffer.from('\n');

/** The YAML's bytes as the manager hands them to yaml.v3 (its lines, CR dropped, joined by LF). */
function frontBytes(bytes: Buffer, firstLine: number, yaml: string): Buffer {
  let start = 0;
  for (let line = 1; line < firstLine && start !== -1; line++) start = bytes.indexOf(0x0a, start) + 1 || -1;
  if (start === -1) return Buffer.alloc(0);
  const lines: Buffer[] = [];
  const count = yaml.split('\n').length;
  for (let i = 0; i < count && start <= bytes.length; i++) {
    const nl = bytes.indexOf(0x0a, start);
    let end = nl === -1 ? bytes.length : nl;
    if (end > start && bytes[end - 1] === 0x0d) end--;
    lines.push(bytes.subarray(start, end));
    if (nl === -1) break;
    start = nl + 1;
  }
  return Buffer.concat(lines.flatMap((l, i) => (i === 0 ? [l] : [LF, l])));
}

/** Read and parse the document at `path`; with `root` (its pack, or the folder named) a path leading out is not read. */
export function readMdDoc(path: string, shape: Shape, root?: string): MdRead {
  let read: InsideOutcome;
  try {
    read = root === undefined ? readCapped(toBStr(path), { cap: DOCUMENT_CAP }) : readInside(toBStr(root), toBStr(path), { cap: DOCUMENT_CAP });
  } catch (e) {
    const code = (e as GoError).code;
    return { ok: false, path, message: code === 'EISDIR' ? 'is a directory' : (code ?? (e as Error).message) };
  }
  if (read.kind === 'escapes') return { ok: false, path, message: escapeText(read), escape: read };
  if (read.kind !== 'bytes') return { ok: false, path, message: refusalClause(read) };
  return { ok: true, doc: parseMdDoc(path, read.bytes, shape) };
}

/** The manager's text for a YAML problem: `chatruntime: parse PATH frontmatter: yaml: ...`. */
export function yamlErrorText(path: string, issue: YamlIssue): string {
  const detail = issue.kind === 'syntax' || issue.kind === 'decode' ? issue.message : `unmarshal errors: ${issue.message}`;
  return `chatruntime: parse ${path} frontmatter${issue.raw ? ' (raw)' : ''}: yaml: ${detail}`;
}

/** The manager's text for a required field that is missing or blank. */
export function missingFieldText(path: string, field: string): string {
  return `chatruntime: ${path}: frontmatter missing required field '${field}'`;
}

/** A top-level string field (any scalar's text), or undefined. */
export function topString(doc: MdDoc, key: string): string | undefined {
  return stringAt(doc, '/' + escapeToken(key));
}

/** The string at a JSON pointer into the frontmatter (any scalar's text), or undefined. */
export function stringAt(doc: MdDoc, pointer: string): string | undefined {
  const front = doc.front;
  if (!front?.map) return undefined;
  return stringOf(front.doc, front.node(pointer));
}

export function nodeAt(doc: MdDoc, pointer: string): Node | undefined {
  return doc.front?.map ? doc.front.node(pointer) : undefined;
}

/** Pointers of the items of the list at `pointer` (none when it is not a list). */
export function itemsAt(doc: MdDoc, pointer: string): string[] {
  const node = nodeAt(doc, pointer);
  return node && YAML.isSeq(node) ? node.items.map((_, i) => `${pointer}/${i}`) : [];
}

/** The scalar keys of the mapping at `pointer`, in order (none when it is not a mapping). */
export function keysAt(doc: MdDoc, pointer: string): string[] {
  const node = nodeAt(doc, pointer);
  if (!node || !YAML.isMap(node)) return [];
  return node.items.flatMap((p) => (YAML.isScalar(p.key) ? [scalarText(p.key)] : []));
}

/** Whether the document decodes (no split error, no YAML issue): what the manager needs before it reads fields. */
export function decodes(doc: MdDoc): boolean {
  return doc.split.kind !== 'error' && doc.issues.length === 0;
}

/** Whether the YAML itself is sound (no split error, no syntax error), whatever the manager's struct makes of it. */
export function parses(doc: MdDoc): boolean {
  return doc.split.kind !== 'error' && !doc.issues.some((i) => i.kind === 'syntax');
}
