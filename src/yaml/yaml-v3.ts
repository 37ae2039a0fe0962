// What yaml.v3 refuses beyond what the `yaml` package reports, in its words: characters its reader refuses, an alias
// before its anchor, the raw pass's key errors (docs/skill-md.md#skillmd; ranges: docs/internals.md#yaml).
import YAML from 'yaml';
import type { Document, Node } from 'yaml';
import { byKey, fromBStr, toBStr } from '../go/bytes.js';
import { goQuote } from '../go/goquote.js';
import { resolve } from './yaml-front.js';

export interface ReaderProblem {
  message: string;
  offset: number;
}

/** yaml.v3's reader verdict on the YAML bytes (UTF-8 input). */
export function readerProblem(bytes: Buffer): ReaderProblem | undefined {
  let i = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) i = 3;
  while (i < bytes.length) {
    const b = bytes[i];
    const width = b < 0x80 ? 1 : (b & 0xe0) === 0xc0 ? 2 : (b & 0xf0) === 0xe0 ? 3 : (b & 0xf8) === 0xf0 ? 4 : 0;
    if (width === 0) return { message: 'invalid leading UTF-8 octet', offset: i };
    if (i + width > bytes.length) return { message: 'incomplete UTF-8 octet sequence', offset: i };
    let value = width === 1 ? b : b & (0xff >> (width + 1));
    for (let k = 1; k < width; k++) {
      const t = bytes[i + k];
      if ((t & 0xc0) !== 0x80) return { message: 'invalid trailing UTF-8 octet', offset: i + k };
      value = (value << 6) + (t & 0x3f);
    }
    const minimum = [0, 0, 0x80, 0x800, 0x10000][width];
    if (value < minimum) return { message: 'invalid length of a UTF-8 sequence', offset: i };
    if ((value >= 0xd800 && value <= 0xdfff) || value > 0x10ffff) return { message: 'invalid Unicode character', offset: i };
    if (!allowed(value)) return { message: 'control characters are not allowed', offset: i };
    i += width;
  }
  return undefined;
}

function allowed(c: number): boolean {
  return (
    c === 0x09 || c === 0x0a || c === 0x0d || (c >= 0x20 && c <= 0x7e) || c === 0x85 ||
    (c >= 0xa0 && c <= 0xd7ff) || (c >= 0xe000 && c <= 0xfffd) || (c >= 0x10000 && c <= 0x10ffff)
  );
}

export function unknownAnchor(doc: Document.Parsed): { name: string; node: Node } | undefined {
  const defined = new Set<string>();
  let found: { name: string; node: Node } | undefined;
  YAML.visit(doc, (_key, node) => {
    if (YAML.isAlias(node)) {
      if (!defined.has(node.source)) {
        found = { name: node.source, node };
        return YAML.visit.BREAK;
      }
    } else if (YAML.isNode(node) && node.anchor) defined.add(node.anchor);
    return undefined;
  });
  return found;
}

const { isMap, isScalar, isSeq } = YAML;

/** Go's %#v of the value yaml.v3 decodes `node` into as an interface{}. */
export function goSharpV(doc: Document.Parsed, raw: unknown, depth = 0): string {
  const node = resolve(doc, raw);
  if (depth > 32) return '...';
  if (!node || (isScalar(node) && (node.value === null || node.value === undefined))) return 'interface {}(nil)';
  if (isSeq(node)) return `[]interface {}{${node.items.map((i) => goSharpV(doc, i, depth + 1)).join(', ')}}`;
  if (isMap(node)) {
    const pairs = node.items.map((p) => {
      const k = resolve(doc, p.key);
      const key = k && isScalar(k) ? String(k.value ?? '') : '';
      return [key, `${goSharpV(doc, p.key, depth + 1)}:${goSharpV(doc, p.value, depth + 1)}`] as const;
    });
    pairs.sort(byKey((p) => p[0]));
    return `map[string]interface {}{${pairs.map((p) => p[1]).join(', ')}}`;
  }
  if (isScalar(node)) {
    const v = node.value;
    if (typeof v === 'boolean' || typeof v === 'number' || typeof v === 'bigint') return String(v);
    return fromBStr(goQuote(toBStr(String(v))));
  }
  return 'interface {}(nil)';
}

export interface RawIssue {
  kind: 'duplicate' | 'decode';
  /** yaml.v3's text after "yaml: " (duplicates: after "unmarshal errors:\n  "). */
  message: string;
  node: Node;
  key?: string;
}

/** The "(raw)" decode after the struct decode passed: each mapping checked for repeats (not decoded further when it
 * has some); the first list or mapping used as a key stops it (yaml.v3's failf wins). */
export function rawDecodeIssues(doc: Document.Parsed, line: (n: Node) => number): RawIssue[] {
  const dups: RawIssue[] = [];
  // Work in document order without recursion: a node to decode, or a pair whose key comes first.
  const stack: Array<{ node: unknown; depth: number } | { pair: YAML.Pair; depth: number }> = [{ node: doc.contents, depth: 0 }];
  const seen = new Set<Node>();
  while (stack.length > 0) {
    const item = stack.pop()!;
    if ('pair' in item) {
      const key = resolve(doc, item.pair.key);
      if (item.depth > 0 && key && (isSeq(key) || isMap(key))) {
        return [{ kind: 'decode', message: `invalid map key: ${goSharpV(doc, key)}`, node: key }];
      }
      stack.push({ node: item.pair.value, depth: item.depth + 1 });
      continue;
    }
    const node = resolve(doc, item.node);
    if (!node || seen.has(node)) continue;
    seen.add(node);
    if (isSeq(node)) {
      for (let i = node.items.length - 1; i >= 0; i--) stack.push({ node: node.items[i], depth: item.depth + 1 });
    } else if (isMap(node)) {
      const repeats = repeatedKeys(doc, node, line);
      for (const r of repeats) dups.push(r); // not a spread: 130,000 repeats are too many call arguments
      if (repeats.length > 0) continue;
      for (let i = node.items.length - 1; i >= 0; i--) stack.push({ pair: node.items[i] as YAML.Pair, depth: item.depth });
    }
  }
  return dups;
}

function repeatedKeys(doc: Document.Parsed, map: YAML.YAMLMap, line: (n: Node) => number): RawIssue[] {
  const out: RawIssue[] = [];
  const first = new Map<string, number>();
  for (const pair of map.items) {
    const key = resolve(doc, pair.key);
    if (!key || !isScalar(key)) continue;
    const text = scalarSource(key);
    const before = first.get(text);
    if (before === undefined) first.set(text, line(key));
    else out.push({ kind: 'duplicate', message: `line ${line(key)}: mapping key ${JSON.stringify(text)} already defined at line ${before}`, node: key, key: text });
  }
  return out;
}

function scalarSource(node: YAML.Scalar): string {
  const src = (node as YAML.Scalar & { source?: unknown }).source;
  if (node.type === 'PLAIN' && typeof src === 'string') return src;
  return node.value === null || node.value === undefined ? '' : String(node.value);
}
