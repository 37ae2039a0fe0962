// One-line flow collections for the flat path (yaml-flat.ts), such as OpenClaw's `metadata: {"openclaw": {...}}`,
// built as the `yaml` package composes them; anything outside the subset goes to the full parser.
import YAML from 'yaml';
import type { Node } from 'yaml';
import type { FlatNodes } from './yaml-flat-nodes.js';

/** Deeper nesting goes to the full parser: the recursion here stays bounded whatever the input. */
const MAX_DEPTH = 16;
const FLOW_END = new Set([',', ']', '}']);

class Cursor {
  constructor(
    readonly text: string,
    readonly base: number,
    public i = 0,
  ) {}

  /** The character at `k`, '' outside the text (an index past the end would deoptimize the caller). */
  ch(k: number): string {
    return k >= 0 && k < this.text.length ? this.text[k] : '';
  }

  spaces(): void {
    while (this.ch(this.i) === ' ') this.i++;
  }

  get at(): number {
    return this.base + this.i;
  }
}

function quotedAt(c: Cursor): { value: string; double: boolean; length: number } | undefined {
  const q = c.ch(c.i);
  const double = q === '"';
  for (let j = c.i + 1; j < c.text.length; j++) {
    const ch = c.text[j];
    if (double && ch === '\\') return undefined;
    if (ch !== q) continue;
    if (!double && c.ch(j + 1) === "'") {
      j++;
      continue;
    }
    const inner = c.text.slice(c.i + 1, j);
    return { value: double ? inner : inner.replaceAll("''", "'"), double, length: j + 1 - c.i };
  }
  return undefined;
}

/** A plain flow scalar at the cursor: up to `,[]{}`, `: ` or the end; undefined on `:x`, ` #`, or an indicator first. */
function plainAt(c: Cursor): string | undefined {
  const first = c.ch(c.i);
  const next = c.ch(c.i + 1);
  if (first === '') return undefined;
  if ('-?:,[]{}#&*!|>\'"%@` '.includes(first) && (!'-?:'.includes(first) || next === '' || ' ,[]{}'.includes(next))) return undefined;
  let j = c.i;
  for (; j < c.text.length; j++) {
    const ch = c.text[j];
    if (FLOW_END.has(ch) || ch === '[' || ch === '{') break;
    if (ch === ':' && j > c.i) {
      if (c.ch(j + 1) === ' ' || c.ch(j + 1) === '') break;
      return undefined;
    }
    if (ch === '#' && c.ch(j - 1) === ' ') return undefined;
  }
  const raw = c.text.slice(c.i, j).trimEnd();
  return raw === '' ? undefined : raw;
}

/** A scalar at the cursor (a key: no range past its end, and it must be a string). */
function scalarAt(nodes: FlatNodes, c: Cursor, key: boolean): YAML.Scalar | undefined {
  const start = c.at;
  if (c.ch(c.i) === '"' || c.ch(c.i) === "'") {
    const q = quotedAt(c);
    if (!q) return undefined;
    c.i += q.length;
    const end = c.at;
    if (!key) c.spaces();
    return nodes.quoted(q.value, q.double, start, q.length, key ? end : c.at);
  }
  const raw = plainAt(c);
  if (raw === undefined) return undefined;
  c.i += raw.length;
  const end = c.at;
  if (!key) c.spaces();
  return nodes.plain(raw, start, key ? end : c.at, key);
}

function nodeAt(nodes: FlatNodes, c: Cursor, depth: number): Node | undefined {
  const ch = c.ch(c.i);
  if (ch === '{' || ch === '[') return depth >= MAX_DEPTH ? undefined : collectionAt(nodes, c, depth + 1);
  return scalarAt(nodes, c, false);
}

function collectionAt(nodes: FlatNodes, c: Cursor, depth: number): Node | undefined {
  const start = c.at;
  const isMap = c.ch(c.i) === '{';
  const close = isMap ? '}' : ']';
  const coll = isMap ? new YAML.YAMLMap(nodes.schema) : new YAML.YAMLSeq(nodes.schema);
  c.i++;
  c.spaces();
  if (c.ch(c.i) !== close) {
    for (;;) {
      if (isMap) {
        const key = scalarAt(nodes, c, true);
        if (!key) return undefined;
        const quotedKey = key.type !== 'PLAIN';
        if (quotedKey) c.spaces();
        if (c.ch(c.i) !== ':') return undefined;
        c.i++;
        if (!quotedKey && c.ch(c.i) !== ' ') return undefined;
        c.spaces();
        if (FLOW_END.has(c.ch(c.i)) || c.i >= c.text.length) return undefined;
        const value = nodeAt(nodes, c, depth);
        if (!value) return undefined;
        (coll as YAML.YAMLMap).items.push(new YAML.Pair(key, value));
      } else {
        const item = nodeAt(nodes, c, depth);
        if (!item || c.ch(c.i) === ':') return undefined;
        (coll as YAML.YAMLSeq).items.push(item);
      }
      if (c.ch(c.i) === close) break;
      if (c.ch(c.i) !== ',') return undefined;
      c.i++;
      c.spaces();
      // A trailing comma, or an empty entry, is left to the full parser.
      if (c.ch(c.i) === close || c.ch(c.i) === ',') return undefined;
    }
  }
  c.i++;
  const end = c.at;
  c.spaces();
  coll.flow = true;
  coll.range = [start, end, c.at];
  return coll;
}

/** The flow collection that is all of `text` (from its bracket, trailing spaces allowed) at `base`, ending at `after`;
 * undefined outside the subset. */
export function flowValue(nodes: FlatNodes, text: string, base: number, after: number): Node | undefined {
  const c = new Cursor(text, base);
  const node = collectionAt(nodes, c, 1);
  if (!node || c.i !== text.length) return undefined;
  node.range![2] = after;
  return node;
}
