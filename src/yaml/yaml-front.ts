// Frontmatter decoded as yaml.v3 decodes into the manager's structs (docs/ecosystems.md#frontmatter,
// docs/skill-md.md#skillmd): repeated keys and wrong shapes are unmarshal errors, unknown keys kept silently.
import YAML from 'yaml';
import type { Document, Node, Pair, Scalar, YAMLMap } from 'yaml';
import { depthVerdict, isDepthOverflow } from './yaml-depth.js';
import { parseLikeV3, v3Syntax } from './yaml-v3-syntax.js';
import { parseFlat } from './yaml-flat.js';
import { charCount } from '../source/chars.js';
import type { Position } from '../source/position.js';
import { escapeToken, splitPointer } from '../source/pointer.js';

/** `decode`: a yaml.v3 decode failure that is neither a syntax nor an unmarshal error (`invalid map key: ...`). */
export type YamlIssueKind = 'syntax' | 'duplicate' | 'type' | 'decode';

export interface YamlIssue {
  kind: YamlIssueKind;
  /** yaml.v3-style text after "yaml: ", e.g. `line 3: mapping key "name" already defined at line 2`. */
  message: string;
  line: number;
  column: number;
  pointer?: string;
  key?: string;
  /** Found by the manager's second decode, into map[string]any ("frontmatter (raw)"). */
  raw?: boolean;
}

export interface YamlFront {
  doc: Document.Parsed;
  map?: YAMLMap;
  /** Syntax errors, and a top level that is not a mapping. */
  issues: YamlIssue[];
  /** Where the `yaml` package gave up on nesting yaml.v3 accepts: the manager loads the file, deeper was not read here. */
  tooDeep?: Position;
  /** File position of a node, or of a pair's key (1-based; columns in characters). */
  pos(node: Node | Pair | null | undefined): Position;
  node(pointer: string): Node | undefined;
  /** File position of the value at `pointer` (or its key); the nearest existing parent otherwise. */
  at(pointer: string, key?: boolean): Position;
}

/** The shapes a field may take, as the manager's struct declares them. `any`: undocumented Go type, never a type error
 * but its mappings still checked for repeats; `{ string }`: a named string type. */
export type Shape =
  | 'string'
  | 'int'
  | 'bool'
  | 'any'
  | 'string-list'
  | { string: string }
  | { map: Record<string, Shape>; name: string }
  | { list: Shape; name: string };

const { isAlias, isMap, isPair, isScalar, isSeq } = YAML;

/** yaml.v3's reading of a plain scalar that is a number (YAML 1.2 core int forms). */
const INT_SOURCE = /^[-+]?(?:[0-9]+|0o[0-7]+|0x[0-9a-fA-F]+)$/;
/** yaml.v3 decodes these strings into a typed bool field (YAML 1.1 compatibility). */
const BOOL_WORDS = new Set(['y', 'Y', 'yes', 'Yes', 'YES', 'on', 'On', 'ON', 'n', 'N', 'no', 'No', 'NO', 'off', 'Off', 'OFF']);

/** yaml.v3's short tag for a node, as its unmarshal errors print it. */
export function tagOf(node: Node): string {
  if (isMap(node)) return '!!map';
  if (isSeq(node)) return '!!seq';
  const s = node as Scalar;
  if (s.tag?.startsWith('tag:yaml.org,2002:')) return '!!' + s.tag.slice('tag:yaml.org,2002:'.length);
  const v = s.value;
  if (v === null || v === undefined) return '!!null';
  if (typeof v === 'boolean') return '!!bool';
  if (typeof v === 'number' || typeof v === 'bigint') return INT_SOURCE.test(scalarText(s)) ? '!!int' : '!!float';
  return '!!str';
}

/** The scalar as yaml.v3 holds it in Node.Value: the plain source, or the quoted string's value. */
export function scalarText(node: Scalar): string {
  const src = (node as Scalar & { source?: unknown }).source;
  if (node.type === 'PLAIN' && typeof src === 'string') return src;
  return node.value === null || node.value === undefined ? '' : String(node.value);
}

class Lines {
  private readonly starts: number[] = [0];
  constructor(private readonly text: string) {
    for (let i = text.indexOf('\n'); i !== -1; i = text.indexOf('\n', i + 1)) this.starts.push(i + 1);
  }

  /** 0-based line and 1-based column (in code points) of a string offset. */
  at(offset: number): { line: number; column: number } {
    let lo = 0;
    let hi = this.starts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (this.starts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return { line: lo, column: charCount(this.text.slice(this.starts[lo], offset)) + 1 };
  }
}

export function parseFront(yaml: string, firstLine: number): YamlFront {
  // Most frontmatter is a flat mapping: its nodes are built directly, exactly as the full parser composes them.
  const flat = parseFlat(yaml);
  const { doc, text } = flat ? { doc: flat, text: yaml } : parseLikeV3(yaml);
  return frontOf(doc, text, firstLine);
}

export function frontOf(doc: Document.Parsed, text: string, firstLine: number): YamlFront {
  const lines = new Lines(text);
  const atOffset = (offset: number): Position => {
    const p = lines.at(offset);
    return { line: p.line + firstLine, column: p.column };
  };
  const pos = (node: Node | Pair | null | undefined): Position => {
    const target = node && isPair(node) ? (node.key as Node) : node;
    const range = target?.range;
    return range ? atOffset(range[0]) : { line: firstLine, column: 1 };
  };
  const issues: YamlIssue[] = [];
  const depth = depthVerdict(text, doc.errors);
  for (const e of doc.errors) {
    if (isDepthOverflow(e)) continue;
    const v3 = v3Syntax(text, doc, e);
    const p = atOffset(v3?.offset ?? e.pos[0]);
    issues.push({ kind: 'syntax', message: v3?.message ?? `line ${p.line - firstLine + 1}: ${e.message.split('\n')[0]}`, ...p });
  }
  if (depth?.refusal) {
    // yaml.v3 stops there: only what comes before it is reported.
    const r: YamlIssue = { kind: 'syntax', message: depth.refusal.message, ...atOffset(depth.refusal.offset) };
    const before = issues.filter((i) => i.line < r.line || (i.line === r.line && i.column < r.column));
    issues.splice(0, issues.length, ...before, r);
  }
  const contents = doc.contents as Node | null;
  const map = contents && isMap(contents) ? contents : undefined;
  const front: YamlFront = {
    doc,
    map,
    issues,
    ...(depth?.gaveUp === undefined ? {} : { tooDeep: atOffset(depth.gaveUp) }),
    pos,
    node: (pointer) => nodeAt(doc, contents, splitPointer(pointer)),
    at(pointer, key = false) {
      const tokens = splitPointer(pointer);
      if (key && tokens.length > 0) {
        const owner = nodeAt(doc, contents, tokens.slice(0, -1));
        const pair = owner && isMap(owner) ? pairOf(owner, tokens[tokens.length - 1]) : undefined;
        if (pair) return pos(pair);
      }
      for (let n = tokens.length; n >= 0; n--) {
        const found = nodeAt(doc, contents, tokens.slice(0, n));
        if (found) return pos(found);
      }
      return { line: firstLine, column: 1 };
    },
  };
  return front;
}

export function resolve(doc: Document.Parsed, node: unknown): Node | undefined {
  if (!node) return undefined;
  if (isAlias(node)) return (node.resolve(doc) as Node | undefined) ?? undefined;
  return node as Node;
}

function nodeAt(doc: Document.Parsed, root: Node | null, tokens: string[]): Node | undefined {
  let node = resolve(doc, root);
  for (const token of tokens) {
    if (node && isMap(node)) node = resolve(doc, pairOf(node, token)?.value);
    else if (node && isSeq(node) && /^\d+$/.test(token)) node = resolve(doc, node.items[Number(token)]);
    else return undefined;
  }
  return node;
}

export function pairOf(map: YAMLMap | undefined, key: string): Pair | undefined {
  if (!map) return undefined;
  let found: Pair | undefined;
  for (const pair of map.items) if (isScalar(pair.key) && scalarText(pair.key) === key) found = pair as Pair;
  return found;
}

/** The string a struct's string field would receive: any scalar's text; undefined for null, lists and maps. */
export function stringOf(doc: Document.Parsed, raw: unknown): string | undefined {
  const node = resolve(doc, raw);
  if (!node || !isScalar(node) || node.value === null || node.value === undefined) return undefined;
  return scalarText(node);
}

/** Repeated keys and values of the wrong shape, in yaml.v3's words, for the mapping `front.map` decoded as `shape`. */
export function shapeIssues(front: YamlFront, shape: Shape, firstLine: number): YamlIssue[] {
  const out: YamlIssue[] = [];
  const rel = (line: number): number => line - firstLine + 1;
  const push = (kind: YamlIssueKind, text: string, at: Node | Pair, pointer: string, key?: string): void => {
    const p = front.pos(at);
    out.push({ kind, message: `line ${rel(p.line)}: ${text}`, ...p, pointer, ...(key === undefined ? {} : { key }) });
  };
  const walk = (raw: unknown, s: Shape, pointer: string): void => {
    const node = resolve(front.doc, raw);
    if (!node || (isScalar(node) && (node.value === null || node.value === undefined))) return; // null keeps the zero value
    const wrong = (into: string): void => {
      let shown = '';
      if (isScalar(node)) {
        const text = scalarText(node);
        shown = ` \`${text.length > 10 ? text.slice(0, 7) + '...' : text}\``;
      }
      push('type', `cannot unmarshal ${tagOf(node)}${shown} into ${into}`, node, pointer);
    };
    if (s === 'any') {
      if (isMap(node)) duplicateKeys(node, pointer);
      return;
    }
    if (s === 'string') {
      if (!isScalar(node)) wrong('string');
    } else if (s === 'int') {
      const tag = isScalar(node) ? tagOf(node) : '';
      // yaml.v3 takes a float that fits into an int field (truncating it).
      if (tag !== '!!int' && tag !== '!!float') wrong('int');
    } else if (s === 'bool') {
      const ok = isScalar(node) && (tagOf(node) === '!!bool' || (typeof node.value === 'string' && BOOL_WORDS.has(node.value)));
      if (!ok) wrong('bool');
    } else if (s === 'string-list') {
      if (!isSeq(node)) return wrong('[]string');
      node.items.forEach((item, i) => walk(item, 'string', `${pointer}/${i}`));
    } else if ('string' in s) {
      if (!isScalar(node)) wrong(s.string);
    } else if ('list' in s) {
      if (!isSeq(node)) return wrong(`[]${s.name}`);
      node.items.forEach((item, i) => walk(item, s.list, `${pointer}/${i}`));
    } else {
      if (!isMap(node)) return wrong(s.name);
      if (!duplicateKeys(node, pointer)) return; // yaml.v3 stops decoding a mapping with repeats
      for (const pair of node.items) {
        const k = resolve(front.doc, pair.key);
        // A struct's field names are strings: a list or mapping as a key cannot be one.
        if (k && (isSeq(k) || isMap(k))) push('type', `cannot unmarshal ${tagOf(k)} into string`, k, pointer);
        const key = isScalar(pair.key) ? scalarText(pair.key) : undefined;
        const inner = key === undefined ? undefined : s.map[key];
        if (inner) walk(pair.value, inner, `${pointer}/${escapeToken(key!)}`);
      }
    }
  };
  /** yaml.v3 compares every two keys of a mapping by kind and text; false when any repeat. */
  const duplicateKeys = (map: YAMLMap, pointer: string): boolean => {
    const seen = new Map<string, number>();
    let clean = true;
    for (const pair of map.items) {
      const key = resolve(front.doc, pair.key);
      if (!key || !isScalar(key)) continue;
      const text = scalarText(key);
      const line = front.pos(pair).line;
      const before = seen.get(text);
      if (before === undefined) seen.set(text, line);
      else {
        clean = false;
        push('duplicate', `mapping key ${JSON.stringify(text)} already defined at line ${rel(before)}`, pair as Pair, `${pointer}/${escapeToken(text)}`, text);
      }
    }
    return clean;
  };
  walk(front.doc.contents, shape, '');
  return out;
}
