// JSON values as the Go-exact reader returns them, with their source text: golden files and stdout are compared,
// projected and re-rendered in this form, so key order and the author's scalars survive an --update.
import { type BStr, fromBStr } from '../go/bytes.js';
import type { JsonMember, JsonNode } from '../go/gojson.js';
import { lastMember } from '../source/pointer.js';

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

/** The node as an Out tree, built without recursion (a skill's result may nest 10,000 deep). */
export function asOut(l: Located): Out {
  const fill: Array<[JsonNode, (o: Out) => void]> = [];
  let root: Out = { raw: '' };
  fill.push([l.node, (o) => (root = o)]);
  for (let top = fill.pop(); top; top = fill.pop()) {
    const [n, put] = top;
    if (n.kind === 'object') {
      const members = lastMembers(n);
      const object: Array<[BStr, Out]> = members.map((m) => [l.src.slice(m.keyStart, m.keyEnd), { raw: '' }]);
      members.forEach((m, i) => fill.push([m.value, (o) => (object[i][1] = o)]));
      put({ object });
    } else if (n.kind === 'array') {
      const array: Out[] = n.items.map(() => ({ raw: '' }));
      n.items.forEach((item, i) => fill.push([item, (o) => (array[i] = o)]));
      put({ array });
    } else put({ raw: rawOf({ node: n, src: l.src }) });
  }
  return root;
}

/** How many objects and arrays deep a node goes, counted without recursion. */
export function nodeDepth(root: JsonNode): number {
  let most = 0;
  const stack: Array<[JsonNode, number]> = [[root, 1]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [n, depth] = top;
    if (n.kind !== 'object' && n.kind !== 'array') continue;
    most = Math.max(most, depth);
    for (const child of n.kind === 'object' ? n.members.map((m) => m.value) : n.items) stack.push([child, depth + 1]);
  }
  return most;
}

/** An object's members with repeated keys resolved as decoders do: the last one wins, at its first place. */
export function lastMembers(n: JsonNode & { kind: "object" }): JsonMember[] {
  const last = new Map<BStr, number>();
  n.members.forEach((m, i) => last.set(m.key, i));
  return n.members.filter((m, i) => last.get(m.key) === i);
}

export const member = (n: JsonNode, key: BStr): JsonNode | undefined => lastMember(n, key)?.value;

/** A short rendering for messages: the source text, cut when long. */
export function preview(l: Located, max = 80): string {
  const text = fromBStr(rawOf(l)).replace(/\s*\n\s*/g, ' ');
  return text.length > max ? text.slice(0, max - 1) + '…' : text;
}

const INDENT_UNIT = '  ';

/** JSON text for `o`: multi-line with `indent` per level, or on one line when `indent` is ''; written without recursion. */
export function render(o: Out, indent: string = INDENT_UNIT, level = ''): BStr {
  const out: string[] = [];
  const nl = indent === '' ? '' : '\n';
  const sep = indent === '' ? ', ' : ',\n';
  const jobs: Array<{ text: string } | { out: Out; level: string }> = [{ out: o, level }];
  for (let job = jobs.pop(); job; job = jobs.pop()) {
    if ('text' in job) {
      out.push(job.text);
      continue;
    }
    const { out: v, level: at } = job;
    if ('raw' in v) {
      out.push(v.raw);
      continue;
    }
    const items: Array<[string, Out]> = 'array' in v ? v.array.map((x) => ['', x]) : v.object.map(([k, x]) => [k + ': ', x]);
    const [open, close] = 'array' in v ? ['[', ']'] : ['{', '}'];
    if (items.length === 0) {
      out.push(open + close);
      continue;
    }
    const inner = at + indent;
    out.push(open + nl);
    jobs.push({ text: nl + (indent ? at : '') + close });
    for (let i = items.length - 1; i >= 0; i--) {
      jobs.push({ out: items[i][1], level: inner });
      jobs.push({ text: (i > 0 ? sep : '') + (indent ? inner : '') + items[i][0] });
    }
  }
  return out.join('');
}
