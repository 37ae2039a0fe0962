// Go's %q (strconv.Quote), encoding/json's quoteChar, and time.Duration's
// String(), all over byte strings. See docs/manager.md#folders, #decoding, #running-a-skill.
import { type BStr, encodeRune, runeValue, runeWidth } from './bytes.js';
import { PRINT_RANGES } from './isprint-table.js';
import { Pieces } from './pieces.js';

const HEX = '0123456789abcdef';
const PLAIN = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/** Go's strconv.IsPrint with Go's Unicode 15.0 tables, not Node's newer ICU: a character added since is escaped by Go, so here. */
export function isGoPrint(r: number): boolean {
  if (r < 0x80) return r >= 0x20 && r < 0x7f;
  let lo = 0;
  let hi = PRINT_RANGES.length / 2 - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (r < PRINT_RANGES[2 * mid]) hi = mid - 1;
    else if (r > PRINT_RANGES[2 * mid + 1]) lo = mid + 1;
    else return true;
  }
  return false;
}

function hex(n: number, width: number): string {
  let out = '';
  for (let i = width - 1; i >= 0; i--) out += HEX[(n >> (4 * i)) & 0xf];
  return out;
}

const SHORT_ESCAPES: Record<number, string> = {
  0x07: '\\a',
  0x08: '\\b',
  0x0c: '\\f',
  0x0a: '\\n',
  0x0d: '\\r',
  0x09: '\\t',
  0x0b: '\\v',
};

function escapeRune(r: number, quote: number): BStr {
  if (r === quote || r === 0x5c) return '\\' + String.fromCharCode(r);
  if (isGoPrint(r)) return encodeRune(r);
  const short = SHORT_ESCAPES[r];
  if (short) return short;
  if (r < 0x20 || r === 0x7f) return '\\x' + hex(r, 2);
  if (r < 0x10000) return '\\u' + hex(r, 4);
  return '\\U' + hex(r, 8);
}

/** A byte %q copies as it is: printable ASCII but for '"' and '\\'. */
const plainByte = (c: number): boolean => c >= 0x20 && c <= 0x7e && c !== 0x22 && c !== 0x5c;

/** Go's strconv.Quote of a byte string (a byte string); plain runs sliced whole, the pieces gathered in batches (Pieces). */
export function goQuote(s: BStr): BStr {
  if (PLAIN.test(s)) return '"' + s + '"';
  const out = new Pieces('"');
  let run = 0;
  for (let i = 0; i < s.length; ) {
    const c = s.charCodeAt(i);
    if (plainByte(c)) {
      i++;
      continue;
    }
    // Not plain: an ASCII control, '"' or '\\', a byte that is not UTF-8, or a rune %q may escape.
    const valid = c < 0x80 ? 1 : runeWidth(s, i);
    const r = valid === 0 ? -1 : runeValue(s, i, valid);
    const escaped = valid === 0 ? '\\x' + hex(c, 2) : r >= 0x80 && isGoPrint(r) ? undefined : escapeRune(r, 0x22);
    // A byte that is not UTF-8 is one byte, written as \xNN.
    const w = valid || 1;
    if (escaped !== undefined) {
      out.run(s, run, i);
      out.push(escaped);
      run = i + w;
    }
    i += w;
  }
  out.run(s, run, s.length);
  out.push('"');
  return out.join();
}

/** encoding/json's quoteChar: the byte as the rune of the same number, in single quotes ('\'' and '"' special-cased). */
export function jsonQuoteChar(c: number): BStr {
  if (c === 0x27) return "'\\''";
  if (c === 0x22) return "'\"'";
  const q = goQuote(encodeRune(c));
  return "'" + q.slice(1, -1) + "'";
}

const UNITS: Array<[bigint, string]> = [
  [3_600_000_000_000n, 'h'],
  [60_000_000_000n, 'm'],
];

function fraction(v: bigint, digits: number): string {
  // v has `digits` decimal places; print them without trailing zeros.
  let s = v.toString().padStart(digits + 1, '0');
  const int = s.slice(0, s.length - digits);
  const frac = s.slice(s.length - digits).replace(/0+$/, '');
  s = frac ? `${int}.${frac}` : int;
  return s;
}

/** Go's time.Duration.String() for a nanosecond count (int64 semantics). */
export function goDuration(ns: bigint): string {
  ns = BigInt.asIntN(64, ns);
  if (ns === 0n) return '0s';
  const neg = ns < 0n;
  let u = neg ? -ns : ns; // |MinInt64| still fits in a bigint
  const sign = neg ? '-' : '';
  if (u < 1_000_000_000n) {
    if (u < 1_000n) return `${sign}${u}ns`;
    if (u < 1_000_000n) return `${sign}${fraction(u, 3)}µs`;
    return `${sign}${fraction(u, 6)}ms`;
  }
  let out = '';
  for (const [size, unit] of UNITS) {
    if (u >= size || out) {
      out += `${u / size}${unit}`;
      u %= size;
    }
  }
  out += `${fraction(u, 9)}s`;
  return sign + out;
}

/** The manager's timeout: `time.Duration(timeout_seconds) * time.Second`, wrapping like int64. */
export function timeoutNanos(seconds: bigint): bigint {
  return BigInt.asIntN(64, seconds * 1_000_000_000n);
}
