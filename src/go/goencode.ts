// Go's encoding/json on the way out, for what the manager re-encodes: a
// schema decoded into map[string]any and marshalled again (manager.md 8),
// and the REST list (manager.md 7). Maps come out with their keys sorted
// by bytes; strings escape `"` `\` and control characters (\b \f \n \r \t
// since Go 1.22, others as \u00XX), HTML's `<` `>` `&` and U+2028/U+2029 as
// \u003c \u003e \u0026 \u2028 \u2029; invalid UTF-8 becomes \ufffd. Values
// decoded into `any` hold numbers as float64, printed by Go's shortest
// round-trip format: plain between 1e-6 and 1e21, else exponent form.
import { type BStr, decodeRune } from './bytes.js';
import type { JsonNode } from './gojson.js';

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

/**
 * The float64 Go's decoder makes of a JSON number literal, printed as Go's
 * encoder would. Out of range (e.g. 1e400) is a decode error in Go.
 */
export function goFloat64(literal: string): string {
  const f = Number(literal);
  if (!Number.isFinite(f)) throw new GoDecodeError(literal);
  // JavaScript's shortest round-trip form matches Go's ('f' below 1e21 and
  // from 1e-6, 'e' with the exponent's leading zero dropped elsewhere); only
  // negative zero differs.
  if (f === 0) return Object.is(f, -0) ? '-0' : '0';
  return String(f);
}

/** json.Unmarshal(raw, &v) for v of type any (or map[string]any for the root). */
export function toGoValue(node: JsonNode): GoValue {
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
      return node.items.map(toGoValue);
    case 'object': {
      const map = new Map<BStr, GoValue>();
      for (const m of node.members) map.set(m.key, toGoValue(m.value));
      return map;
    }
  }
}

const HEX = '0123456789abcdef';
const SHORT: Record<number, string> = { 0x08: '\\b', 0x0c: '\\f', 0x0a: '\\n', 0x0d: '\\r', 0x09: '\\t', 0x22: '\\"', 0x5c: '\\\\' };
const SAFE = /^[\x20\x21\x23-\x25\x27-\x3b\x3d\x3f-\x5b\x5d-\x7f]*$/;

/** A Go-encoded JSON string literal for a byte string; the result is a byte string. */
export function goString(s: BStr): BStr {
  if (SAFE.test(s)) return '"' + s + '"';
  let out = '"';
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (c < 0x80) {
      const short = SHORT[c];
      if (short) out += short;
      else if (c < 0x20 || c === 0x3c || c === 0x3e || c === 0x26) out += '\\u00' + HEX[c >> 4] + HEX[c & 15];
      else out += s[i];
      i++;
      continue;
    }
    const [r, w] = decodeRune(s, i);
    if (r === 0xfffd && w === 1) out += '\\ufffd';
    else if (r === 0x2028 || r === 0x2029) out += '\\u202' + HEX[r & 15];
    else out += s.slice(i, i + w);
    i += w;
  }
  return out + '"';
}

const byBytes = (a: BStr, b: BStr): number => (a < b ? -1 : a > b ? 1 : 0);

/** json.Marshal of a decoded value: compact, map keys sorted by bytes. */
export function encodeGo(v: GoValue): BStr {
  if (v === null) return 'null';
  if (typeof v === 'boolean') return v ? 'true' : 'false';
  if (Array.isArray(v)) return '[' + v.map(encodeGo).join(',') + ']';
  if (v instanceof Map) {
    const keys = [...v.keys()].sort(byBytes);
    return '{' + keys.map((k) => goString(k) + ':' + encodeGo(v.get(k)!)).join(',') + '}';
  }
  return 'num' in v ? v.num : goString(v.str);
}

/** A Go struct: fields in declaration order, values already encoded. */
export function encodeStruct(fields: ReadonlyArray<readonly [string, BStr]>): BStr {
  return '{' + fields.map(([k, v]) => goString(k) + ':' + v).join(',') + '}';
}

/**
 * A JSON object decoded into map[string]any, `drop` keys deleted, and
 * marshalled again (the agent bridge's round trip of a model's args,
 * manager.md 8). `null` decodes to an empty map. Throws GoDecodeError.
 */
export function goReencode(node: JsonNode, drop: ReadonlySet<string> = new Set()): BStr {
  const v = node.kind === 'null' ? new Map<BStr, GoValue>() : toGoValue(node);
  if (!(v instanceof Map)) throw new TypeError('goReencode needs an object or null');
  for (const key of drop) v.delete(key);
  return encodeGo(v);
}
