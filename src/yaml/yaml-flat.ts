// A short exact path for the frontmatter most files have, building the very nodes the `yaml` package composes; anything
// else goes to the full parser. test/yaml/yaml-flat.test.ts holds the two paths equal.
import YAML from 'yaml';
import type { Document, Node } from 'yaml';
import { FlatNodes } from './yaml-flat-nodes.js';
import { flowValue } from './yaml-flat-flow.js';

/** Characters the subset leaves to the full parser wherever they occur (controls, tabs, CR, NEL, BOM, line separators). */
const OUTSIDE = /[\u0000-\u0009\u000b-\u001f\u007f-\u009f\u2028\u2029\ufeff]/;
const KEY = /^[A-Za-z_][A-Za-z0-9_-]*$/;
/** The start of a plain scalar the subset takes: no indicator first (`-`, `?` and `:` only before a non-space). */
const PLAIN_START = /^(?:[^-?:,[\]{}#&*!|>'"%@`\s]|[-?:](?! |$))/;
/** A plain scalar the subset takes: a good start, no `: ` or ` #` inside, no `:` last (plain string tests: descriptions are long). */
const isPlain = (raw: string): boolean => PLAIN_START.test(raw) && !raw.includes(': ') && !raw.includes(' #') && !raw.endsWith(':');
const SINGLE = /^'(?:[^']|'')*'$/;
const DOUBLE = /^"[^"\\]*"$/;

interface Line {
  start: number;
  next: number;
  text: string;
}

function lines(text: string): Line[] {
  const out: Line[] = [];
  for (let start = 0; start <= text.length; ) {
    const nl = text.indexOf('\n', start);
    const end = nl === -1 ? text.length : nl;
    out.push({ start, next: nl === -1 ? end : end + 1, text: text.slice(start, end) });
    if (nl === -1) break;
    start = end + 1;
  }
  return out;
}

/** The node for a one-line scalar `source` at `start` (trailing spaces trimmed) whose line ends at `next`; undefined outside the subset. */
function scalar(nodes: FlatNodes, source: string, start: number, next: number, key: boolean): YAML.Scalar | undefined {
  const raw = source.trimEnd();
  const end = key ? start + raw.length : next;
  if (raw[0] === '"' || raw[0] === "'") {
    const double = raw[0] === '"';
    if (key || !(double ? DOUBLE : SINGLE).test(raw)) return undefined;
    return nodes.quoted(double ? raw.slice(1, -1) : raw.slice(1, -1).replaceAll("''", "'"), double, start, raw.length, end);
  }
  return (key ? KEY.test(raw) : isPlain(raw)) ? nodes.plain(raw, start, end, key) : undefined;
}

/** Nested block mappings deeper than this go to the full parser: the recursion here stays bounded whatever the input. */
const MAX_DEPTH = 8;

interface Block {
  nodes: FlatNodes;
  all: Line[];
  i: number;
}

const indentOf = (text: string): number => text.length - text.trimStart().length;

/** The value after `key:` on `line` (from column `colon`): a scalar, a flow collection, a block list or mapping below, or null. */
function valueAfter(b: Block, line: Line, colon: number, indent: number, depth: number): Node | undefined {
  const rest = line.text.slice(colon + 1);
  if (rest.trim() !== '') {
    if (rest[0] !== ' ') return undefined;
    const lead = indentOf(rest);
    const at = line.start + colon + 1 + lead;
    return rest[lead] === '{' || rest[lead] === '[' ? flowValue(b.nodes, rest.slice(lead), at, line.next) : scalar(b.nodes, rest.slice(lead), at, line.next, false);
  }
  const next = b.all[b.i];
  if (next !== undefined && /^ *- /.test(next.text) && indentOf(next.text) >= indent) return blockList(b, indentOf(next.text));
  if (next !== undefined && next.text.trim() !== '' && indentOf(next.text) > indent) {
    return depth >= MAX_DEPTH || rest !== '' ? undefined : blockMap(b, indentOf(next.text), depth + 1);
  }
  // An empty value before a blank line or the text's end is left to the full parser (whose newline it is differs).
  if (rest !== '' || next?.text === '') return undefined;
  const at = line.start + colon + 1;
  const empty = new YAML.Scalar(null);
  empty.range = [at, at, at];
  empty.source = '';
  empty.type = 'PLAIN';
  return empty;
}

function blockList(b: Block, indent: number): Node | undefined {
  const seq = new YAML.YAMLSeq(b.nodes.schema);
  const first = b.all[b.i].start + indent;
  while (b.i < b.all.length && /^ *- /.test(b.all[b.i].text)) {
    const item = b.all[b.i];
    if (indentOf(item.text) !== indent) return undefined;
    const lead = indentOf(item.text.slice(indent + 1));
    const node = scalar(b.nodes, item.text.slice(indent + 1 + lead), item.start + indent + 1 + lead, item.next, false);
    if (!node) return undefined;
    seq.items.push(node);
    b.i++;
  }
  const last = (seq.items[seq.items.length - 1] as YAML.Scalar).range![2];
  seq.range = [first, last, last];
  return seq;
}

function blockMap(b: Block, indent: number, depth: number): YAML.YAMLMap | undefined {
  const map = new YAML.YAMLMap(b.nodes.schema);
  let blankFrom = -1;
  let end = 0;
  while (b.i < b.all.length) {
    const line = b.all[b.i];
    if (line.text.trim() === '') {
      // Empty lines only: one holding spaces is left to the full parser.
      if (line.text !== '') return undefined;
      if (blankFrom === -1) blankFrom = b.i;
      b.i++;
      continue;
    }
    const own = indentOf(line.text);
    if (own < indent) {
      // Empty lines before a shallower key are its parent's to mark.
      if (blankFrom !== -1) b.i = blankFrom;
      break;
    }
    if (own > indent) return undefined;
    const colon = line.text.indexOf(':');
    if (colon <= indent) return undefined;
    const key = scalar(b.nodes, line.text.slice(indent, colon), line.start + indent, line.start + colon, true);
    if (!key) return undefined;
    if (blankFrom !== -1 && map.items.length > 0) key.spaceBefore = true;
    blankFrom = -1;
    b.i++;
    const value = valueAfter(b, line, colon, indent, depth);
    if (!value) return undefined;
    map.items.push(new YAML.Pair(key, value));
    end = value.range![2];
  }
  if (map.items.length === 0) return undefined;
  map.range = [(map.items[0].key as YAML.Scalar).range![0], end, end];
  return map;
}

export function parseFlat(text: string): Document.Parsed | undefined {
  if (text.length === 0 || OUTSIDE.test(text)) return undefined;
  const b: Block = { nodes: new FlatNodes(), all: lines(text), i: 0 };
  const map = blockMap(b, 0, 0);
  if (!map || b.i < b.all.length) return undefined;
  b.nodes.doc.contents = map as unknown as YAML.YAMLMap.Parsed;
  // Empty lines after the mapping are the document's.
  b.nodes.doc.range = [map.range![0], map.range![1], text.length];
  return b.nodes.doc;
}
