// Go's encoding/json on the way out: a schema re-marshalled from map[string]any (docs/manager.md#what-the-model-sees),
// the REST list (docs/manager.md#rest-api), our structs. Escaping and number format: docs/internals.md#go-emulation.
import { type BStr, compareBytes, runeWidth } from './bytes.js';
import type { JsonNode } from './gojson.js';
import { type PieceSink, Pieces } from './pieces.js';

/** A value as Go's decoder builds it for `any`: map, slice, string, float64, bool, nil. */
export type GoValue = null | boolean | GoNumber | GoString | GoValue[] | Map<BStr, GoValue>;
export interface GoNumber {
  num: string;
}
export interface GoString {
  str: BStr;
}

/** Go's decode error for a number a float64 cannot hold (e.g. 1e400). */
export class GoDecodeError extends Error {
  constructor(readonly literal: string) {
    super(`json: cannot unmarshal number ${literal} into Go value of type float64`);
  }
}

/** The float64 Go's decoder makes of a number literal, printed as Go's encoder would; out of range (1e400) is a decode error. */
export function goFloat64(literal: string): string {
  const f = Number(literal);
  if (!Number.isFinite(f)) throw new GoDecodeError(literal);
  // JavaScript's shortest round-trip form matches Go's ('f' below 1e21 and from 1e-6, 'e' with the exponent's leading
  // zero dropped elsewhere); only negative zero differs.
  if (f === 0) return Object.is(f, -0) ? '-0' : '0';
  return String(f);
}

type Container = GoValue[] | Map<BStr, GoValue>;

/** json.Unmarshal into `any`, iteratively: Go takes 10,000 levels, more than the JS stack, so input never sets the recursion depth. */
export function toGoValue(node: JsonNode): GoValue {
  const top: GoValue[] = [null];
  // Each job fills one slot of a container made earlier, in document order
  // (the first out-of-range number is the error Go reports).
  const jobs: Array<[JsonNode, Container, BStr | number]> = [[node, top, 0]];
  for (let job = jobs.pop(); job; job = jobs.pop()) {
    const [n, into, slot] = job;
    const v = scalarOrEmpty(n);
    if (into instanceof Map) into.set(slot as BStr, v);
    else into[slot as number] = v;
    if (n.kind === 'array') {
      for (let i = n.items.length - 1; i >= 0; i--) jobs.push([n.items[i], v as GoValue[], i]);
    } else if (n.kind === 'object') {
      // Members are set in document order, so a repeated key keeps its last value.
      for (let i = n.members.length - 1; i >= 0; i--) jobs.push([n.members[i].value, v as Map<BStr, GoValue>, n.members[i].key]);
    }
  }
  return top[0];
}

function scalarOrEmpty(node: JsonNode): GoValue {
  switch (node.kind) {
    case 'null':
      return null;
    case 'bool':
      return node.value;
    case 'number':
      return { num: goFloat64(node.raw) };
    case 'string':
      return { str: node.value };
    case 'array':
      return new Array<GoValue>(node.items.length);
    case 'object':
      return new Map<BStr, GoValue>();
  }
}

const HEX = '0123456789abcdef';
const SHORT: Record<number, string> = { 0x08: '\\b', 0x0c: '\\f', 0x0a: '\\n', 0x0d: '\\r', 0x09: '\\t', 0x22: '\\"', 0x5c: '\\\\' };
const SAFE = /^[\x20\x21\x23-\x25\x27-\x3b\x3d\x3f-\x5b\x5d-\x7f]*$/;

/** A Go-encoded JSON string literal for a byte string; the result is a byte string. */
export function goString(s: BStr): BStr {
  if (SAFE.test(s)) return '"' + s + '"';
  const out = new Pieces();
  escapeTo(s, out);
  return out.join();
}

/** goString's text, given to `out` a piece at a time: runs of plain characters whole, each escape alone. */
export function goStringTo(s: BStr, out: PieceSink): void {
  if (!SAFE.test(s)) return escapeTo(s, out);
  // Three pieces, not '"' + s + '"': a long s is then written as it is, never copied whole.
  out.push('"');
  out.push(s);
  out.push('"');
}

/** The literal of a string SAFE refused (tested once, by the caller). */
function escapeTo(s: BStr, out: PieceSink): void {
  out.push('"');
  let run = 0;
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      const short = SHORT[c];
      const escaped = short ?? (c < 0x20 || c === 0x3c || c === 0x3e || c === 0x26 ? '\\u00' + HEX[c >> 4] + HEX[c & 15] : undefined);
      if (escaped !== undefined) {
        out.run(s, run, i);
        out.push(escaped);
        run = i + 1;
      }
      i++;
      continue;
    }
    const w = runeWidth(s, i);
    if (w === 0) {
      out.run(s, run, i);
      out.push('\\ufffd');
      run = ++i;
      continue;
    }
    // U+2028 and U+2029 are E2 80 A8 and E2 80 A9.
    if (c === 0xe2 && s.charCodeAt(i + 1) === 0x80 && (s.charCodeAt(i + 2) | 1) === 0xa9) {
      out.run(s, run, i);
      out.push('\\u202' + HEX[s.charCodeAt(i + 2) - 0xa0]);
      run = i + 3;
    }
    i += w;
  }
  out.run(s, run, s.length);
  out.push('"');
}

/** json.Marshal of a decoded value: compact, map keys sorted by bytes. Iterative, like toGoValue. */
export function encodeGo(v: GoValue): BStr {
  const out: string[] = [];
  // A job is a value to encode or punctuation to write, taken last-in first.
  const jobs: Array<GoValue | Punct> = [v];
  while (jobs.length > 0) {
    const x = jobs.pop()!;
    if (x instanceof Punct) out.push(x.text);
    else if (x === null) out.push('null');
    else if (typeof x === 'boolean') out.push(x ? 'true' : 'false');
    else if (Array.isArray(x)) {
      out.push('[');
      jobs.push(CLOSE_ARRAY);
      for (let i = x.length - 1; i >= 0; i--) {
        jobs.push(x[i]);
        if (i > 0) jobs.push(COMMA);
      }
    } else if (x instanceof Map) {
      out.push('{');
      jobs.push(CLOSE_OBJECT);
      const keys = [...x.keys()].sort(compareBytes);
      for (let i = keys.length - 1; i >= 0; i--) jobs.push(x.get(keys[i])!, new Punct((i > 0 ? ',' : '') + goString(keys[i]) + ':'));
    } else out.push('num' in x ? x.num : goString(x.str));
  }
  return out.join('');
}

class Punct {
  constructor(readonly text: string) {}
}
const COMMA = new Punct(',');
const CLOSE_ARRAY = new Punct(']');
const CLOSE_OBJECT = new Punct('}');

/** JSON already encoded, written as it is: Go's json.RawMessage. */
export class RawJson {
  constructor(readonly json: BStr) {}
}

/** What the manager's structs hold: a plain object is a struct (fields in order, undefined left out), a string a byte
 * string, a number an int, RawJson as is. */
export type GoData = null | boolean | number | BStr | RawJson | readonly GoData[] | { readonly [field: string]: GoData | undefined };

/** json.Marshal of our struct data (fixed depth): compact, fields in order, joined once so a long value is not copied per level. */
export function marshal(v: GoData): BStr {
  const out = new Pieces();
  marshalTo(v, out);
  return out.join();
}

/** marshal's text, given to `out` a piece at a time (a long string's runs as slices of it). */
export function marshalTo(v: GoData, out: PieceSink): void {
  if (v === null) out.push('null');
  else if (typeof v === 'boolean') out.push(v ? 'true' : 'false');
  else if (typeof v === 'number') out.push(String(v));
  else if (typeof v === 'string') goStringTo(v, out);
  else if (v instanceof RawJson) out.push(v.json);
  else if (isList(v)) {
    out.push('[');
    v.forEach((x, i) => {
      if (i > 0) out.push(',');
      marshalTo(x, out);
    });
    out.push(']');
  } else {
    out.push('{');
    let first = true;
    for (const [k, x] of Object.entries(v)) {
      if (x === undefined) continue;
      out.push(first ? goString(k) + ':' : ',' + goString(k) + ':');
      first = false;
      marshalTo(x, out);
    }
    out.push('}');
  }
}

const isList = (v: GoData): v is readonly GoData[] => Array.isArray(v);

/** An object decoded into map[string]any, `drop` keys deleted, marshalled again: the agent bridge's round trip
 * (docs/manager.md#what-the-model-sees). `null` decodes to an empty map. Throws GoDecodeError. */
export function goReencode(node: JsonNode, drop: ReadonlySet<string> = new Set()): BStr {
  const v = node.kind === 'null' ? new Map<BStr, GoValue>() : toGoValue(node);
  if (!(v instanceof Map)) throw new TypeError('goReencode needs an object or null');
  for (const key of drop) v.delete(key);
  return encodeGo(v);
}
