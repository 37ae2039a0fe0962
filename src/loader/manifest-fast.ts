// The loader's fast path: for valid UTF-8, V8's JSON.parse accepts exactly Go's grammar but for nesting past 10,000 and
// lone surrogate escapes. One pass lists top-level members; anything unusual goes to manifest.ts, which owns every error.
import { isAscii, isUtf8 } from 'node:buffer';
import { toBStr } from '../go/bytes.js';
import { type DecodedManifest, type DecodeError, type ValueView, bindField, emptyManifest, matchField, topLevelTypeError } from './manifest.js';
import { hasRepeatedKey } from '../source/repeats.js';

const MAX_DEPTH = 10000;
const LONE_SURROGATE_ESCAPE = /\\u[dD][89a-fA-F]/;

interface RawMember {
  key: string;
  start: number;
  end: number;
}

function skipString(t: string, i: number): number {
  for (;;) {
    const q = t.indexOf('"', i + 1);
    let bs = 0;
    for (let k = q - 1; t.charCodeAt(k) === 0x5c; k--) bs++;
    if (bs % 2 === 0) return q + 1;
    i = q;
  }
}

const isWs = (c: number): boolean => c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09;

/** The deepest nesting inside the value skipValue last skipped (a variable, not a tuple per member: scan skips 80,000 values). */
let skippedDepth = 0;

/** Skip one (already validated) value; returns its end, its depth in skippedDepth. */
function skipValue(t: string, i: number): number {
  skippedDepth = 0;
  const c = t.charCodeAt(i);
  if (c === 0x22) return skipString(t, i);
  if (c !== 0x7b && c !== 0x5b) {
    while (i < t.length) {
      const d = t.charCodeAt(i);
      if (d === 0x2c || d === 0x7d || d === 0x5d || isWs(d)) break;
      i++;
    }
    return i;
  }
  let depth = 0;
  let max = 0;
  while (i < t.length) {
    const d = t.charCodeAt(i);
    if (d === 0x22) {
      i = skipString(t, i);
      continue;
    }
    if (d === 0x7b || d === 0x5b) {
      if (++depth > max) max = depth;
    } else if (d === 0x7d || d === 0x5d) {
      if (--depth === 0) {
        skippedDepth = max;
        return i + 1;
      }
    }
    i++;
  }
  skippedDepth = max;
  return i;
}

function members(t: string): RawMember[] | undefined {
  const out: RawMember[] = [];
  let i = t.indexOf('{') + 1;
  for (;;) {
    while (isWs(t.charCodeAt(i))) i++;
    if (t.charCodeAt(i) === 0x7d) return out;
    const keyEnd = skipString(t, i);
    const rawKey = t.slice(i + 1, keyEnd - 1);
    const key = rawKey.includes('\\') ? (JSON.parse(t.slice(i, keyEnd)) as string) : rawKey;
    i = keyEnd;
    while (isWs(t.charCodeAt(i)) || t.charCodeAt(i) === 0x3a) i++;
    const end = skipValue(t, i);
    if (skippedDepth + 1 > MAX_DEPTH) return undefined;
    out.push({ key, start: i, end });
    i = end;
    while (isWs(t.charCodeAt(i)) || t.charCodeAt(i) === 0x2c) i++;
  }
}

/** A JSON.parse value as the binder sees a parsed node; only env_allow reads items, so one level is viewed and depth
 * never reaches the stack. */
function view(v: unknown, raw: string, start: number, ascii: boolean, itemsToo = true): ValueView {
  if (typeof v === 'string') return { kind: 'string', value: ascii ? v : toBStr(v), start };
  if (typeof v === 'number') return { kind: 'number', raw, start };
  if (typeof v === 'boolean') return { kind: 'bool', start };
  if (v === null) return { kind: 'null', start };
  if (Array.isArray(v)) return { kind: 'array', items: itemsToo ? v.map((x) => view(x, '', start, ascii, false)) : [], start };
  return { kind: 'object', start };
}

function topKind(v: unknown): string {
  return Array.isArray(v) ? 'array' : typeof v === 'boolean' ? 'bool' : typeof v;
}

export function fastDecodeManifest(buf: Buffer): DecodedManifest | undefined {
  if (!isUtf8(buf)) return undefined;
  const ascii = isAscii(buf);
  const text = buf.toString('utf8');
  const escapes = text.includes('\\u');
  if (escapes && LONE_SURROGATE_ESCAPE.test(text)) return undefined;
  // ASCII text without \u escapes parses to ASCII strings only, each its own byte string.
  const asciiStrings = ascii && !escapes;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  const manifest = emptyManifest();
  if (value === null) return { manifest };
  if (typeof value !== 'object' || Array.isArray(value)) {
    // An array might nest deeper than Go allows: let the exact path decide.
    if (Array.isArray(value)) return undefined;
    return { manifest, error: topLevelTypeError(topKind(value), buf.length - buf.toString('latin1').trimStart().length) };
  }
  const list = members(text);
  if (!list) return undefined;
  // JSON.parse merged a repeat: only the exact path keeps Go's order.
  if (hasRepeatedKey(list)) return undefined;
  const obj = value as Record<string, unknown>;
  let error: DecodeError | undefined;
  for (const m of list) {
    const hit = matchField(asciiStrings ? m.key : toBStr(m.key));
    if (!hit) continue;
    const v = obj[m.key];
    // The raw text is only read for a number (timeout_seconds as written) and by the binder on demand (schema).
    const e = bindField(manifest, hit.field, view(v, typeof v === 'number' ? text.slice(m.start, m.end) : '', -1, asciiStrings), () => (ascii ? text.slice(m.start, m.end) : toBStr(text.slice(m.start, m.end))));
    if (e && !error) error = { ...e, offset: Buffer.byteLength(text.slice(0, m.start)) };
  }
  return { manifest, error };
}
