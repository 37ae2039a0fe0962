// A short exact path for the frontmatter most files have: a top-level
// mapping of one-line plain or quoted scalars and flat block lists of them.
// It builds the very nodes the `yaml` package composes for such text
// (values, tags, ranges, blank-line marks), so everything read off them is
// the same; anything outside the subset (flow collections, block scalars,
// nesting, comments, anchors, tags, escapes, tabs, continued lines...)
// returns undefined and goes through the full parser. A differential test
// holds the two paths equal (test/native/yaml-flat.test.ts).
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
  /** Offset after the line's end, its newline included. */
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

/** The document the `yaml` package composes from `text`, when `text` is in the flat subset; else undefined. */
export function parseFlat(text: string): Document.Parsed | undefined {
  if (text.length === 0 || OUTSIDE.test(text)) return undefined;
  const all = lines(text);
  const flat = new FlatNodes();
  const map = new YAML.YAMLMap(flat.schema);
  let i = 0;
  let blank = false;
  let first = -1;
  let end = 0;
  while (i < all.length) {
    const line = all[i++];
    if (line.text.trim() === '') {
      // Empty lines only: one holding spaces is left to the full parser.
      if (line.text !== '') return undefined;
      blank = map.items.length > 0;
      continue;
    }
    if (first === -1) first = line.start;
    const colon = line.text.indexOf(':');
    if (colon <= 0) return undefined;
    const key = scalar(flat, line.text.slice(0, colon), line.start, line.start + colon, true);
    if (!key) return undefined;
    if (blank) key.spaceBefore = true;
    blank = false;
    const rest = line.text.slice(colon + 1);
    let value: Node | undefined;
    if (rest.trim() !== '') {
      if (rest[0] !== ' ') return undefined;
      const lead = rest.length - rest.trimStart().length;
      const at = line.start + colon + 1 + lead;
      value = rest[lead] === '{' || rest[lead] === '[' ? flowValue(flat, rest.slice(lead), at, line.next) : scalar(flat, rest.slice(lead), at, line.next, false);
    } else {
      const seq = new YAML.YAMLSeq(flat.schema);
      let indent = -1;
      while (i < all.length && /^ *- /.test(all[i].text)) {
        const item = all[i];
        const dash = item.text.indexOf('-');
        if (indent !== -1 && dash !== indent) return undefined;
        indent = dash;
        const lead = item.text.slice(dash + 1).length - item.text.slice(dash + 1).trimStart().length;
        const node = scalar(flat, item.text.slice(dash + 1 + lead), item.start + dash + 1 + lead, item.next, false);
        if (!node) return undefined;
        seq.items.push(node);
        i++;
      }
      if (seq.items.length > 0) {
        const last = (seq.items[seq.items.length - 1] as YAML.Scalar).range![2];
        seq.range = [all[i - seq.items.length].start + indent, last, last];
        value = seq;
      } else if (rest === '') {
        const at = line.start + colon + 1;
        value = new YAML.Scalar(null);
        (value as YAML.Scalar).range = [at, at, at];
        (value as YAML.Scalar).source = '';
        (value as YAML.Scalar).type = 'PLAIN';
      }
    }
    if (!value) return undefined;
    map.items.push(new YAML.Pair(key, value));
    end = value.range![2];
  }
  // What follows an empty last value is left to the full parser (its newline is not the value's).
  if (first === -1 || (end < text.length && YAML.isScalar(map.items[map.items.length - 1].value) && (map.items[map.items.length - 1].value as YAML.Scalar).source === '')) return undefined;
  map.range = [first, end, end];
  flat.doc.contents = map as unknown as YAML.YAMLMap.Parsed;
  // Empty lines after the mapping are the document's.
  flat.doc.range = [first, end, text.length];
  return flat.doc;
}
