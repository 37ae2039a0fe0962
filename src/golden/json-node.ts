// JSON values as the Go-exact reader returns them (ordered members, byte
// offsets), with the text each came from: the golden-test files and the
// skills' stdout are compared, projected and re-rendered in this form, so
// key order and the author's spelling of scalars survive an --update.
import { type BStr, fromBStr } from '../go/bytes.js';
import type { JsonMember, JsonNode } from '../go/gojson.js';

/** A node and the source text its offsets point into. */
export interface Located {
  node: JsonNode;
  src: BStr;
}

/** What gets rendered: a source slice taken as is, or a rebuilt container. */
export type Out =
  | { raw: BStr }
  | { object: Array<[BStr, Out]> }
  | { array: Out[] };

export function rawOf(l: Located): BStr {
  return l.src.slice(l.node.start, l.node.end);
}

export function asOut(l: Located): Out {
  const n = l.node;
  if (n.kind === 'object') return { object: lastMembers(n).map((m) => [l.src.slice(m.keyStart, m.keyEnd), asOut({ node: m.value, src: l.src })]) };
  if (n.kind === 'array') return { array: n.items.map((node) => asOut({ node, src: l.src })) };
  return { raw: rawOf(l) };
}

/** An object's members with repeated keys resolved as decoders do: the last one wins, at its first place. */
export function lastMembers(n: JsonNode & { kind: "object" }): JsonMember[] {
  const last = new Map<BStr, number>();
  n.members.forEach((m, i) => last.set(m.key, i));
  return n.members.filter((m, i) => last.get(m.key) === i);
}

export function member(n: JsonNode, key: string): JsonNode | undefined {
  if (n.kind !== 'object') return undefined;
  for (let i = n.members.length - 1; i >= 0; i--) if (n.members[i].key === key) return n.members[i].value;
  return undefined;
}

/** A short rendering for messages: the source text, cut when long. */
export function preview(l: Located, max = 80): string {
  const text = fromBStr(rawOf(l)).replace(/\s*\n\s*/g, ' ');
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}

const INDENT_UNIT = '  ';

/** JSON text for `o`: multi-line with `indent` per level, or on one line when `indent` is ''. */
export function render(o: Out, indent: string = INDENT_UNIT, level = ''): BStr {
  if ('raw' in o) return o.raw;
  const inner = level + indent;
  const nl = indent === '' ? '' : '\n';
  const sep = indent === '' ? ', ' : ',\n';
  if ('array' in o) {
    if (o.array.length === 0) return '[]';
    return '[' + nl + o.array.map((v) => (indent ? inner : '') + render(v, indent, inner)).join(sep) + nl + (indent ? level : '') + ']';
  }
  if (o.object.length === 0) return '{}';
  const items = o.object.map(([k, v]) => (indent ? inner : '') + k + ': ' + render(v, indent, inner));
  return '{' + nl + items.join(sep) + nl + (indent ? level : '') + '}';
}
