// Go strings and Linux file names are bytes, so paths and log lines are "byte strings" (char codes 0..255, Node's
// 'latin1'): a name that is not UTF-8 reaches the log exactly as the manager prints it (docs/manager.md#the-walk).

import { Pieces } from './pieces.js';

export type BStr = string;

const ASCII = /^[\x00-\x7f]*$/;

/** Go's byte order (bytes.Compare, sort.Strings, map keys in encoding/json and fmt): the one comparator for any fixed text order. */
export function compareBytes(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

export function byKey<T>(key: (item: T) => string): (a: T, b: T) => number {
  return (a, b) => compareBytes(key(a), key(b));
}

/** Whether every character is ASCII (then bytes and UTF-8 text spell it alike). */
export const isAscii = (s: string): boolean => ASCII.test(s);

/** UTF-16 text -> its UTF-8 bytes as a byte string (lone surrogates become U+FFFD). */
export function toBStr(text: string): BStr {
  if (ASCII.test(text)) return text;
  return Buffer.from(text, 'utf8').toString('latin1');
}

/** Byte string -> text for humans (invalid UTF-8 shown as U+FFFD). */
export function fromBStr(b: BStr): string {
  if (ASCII.test(b)) return b;
  return Buffer.from(b, 'latin1').toString('utf8');
}

/** Byte string -> something fs calls accept without re-encoding it. */
export function fsPath(b: BStr): string | Buffer {
  return ASCII.test(b) ? b : Buffer.from(b, 'latin1');
}

/** Go's utf8.DecodeRune over a byte string: [rune, width], [0xFFFD, 1] for invalid, overlong or surrogate bytes.
 * Loops use runeWidth and runeValue, which allocate nothing. */
export function decodeRune(s: BStr, i: number): [number, number] {
  const w = runeWidth(s, i);
  return w === 0 ? [0xfffd, 1] : [runeValue(s, i, w), w];
}

/** The code point of the valid UTF-8 sequence of width `w` (runeWidth's answer) at s[i]. */
export function runeValue(s: BStr, i: number, w: number): number {
  const b0 = s.charCodeAt(i);
  if (w === 1) return b0;
  const c = (k: number): number => s.charCodeAt(i + k) & 0x3f;
  if (w === 2) return ((b0 & 0x1f) << 6) | c(1);
  if (w === 3) return ((b0 & 0x0f) << 12) | (c(1) << 6) | c(2);
  return ((b0 & 0x07) << 18) | (c(1) << 12) | (c(2) << 6) | c(3);
}

/** Go's utf8.EncodeRune as a byte string (surrogates and > U+10FFFF become U+FFFD). */
export function encodeRune(r: number): BStr {
  if (r < 0 || r > 0x10ffff || (r >= 0xd800 && r <= 0xdfff)) r = 0xfffd;
  if (r < 0x80) return String.fromCharCode(r);
  if (r < 0x800) return String.fromCharCode(0xc0 | (r >> 6), 0x80 | (r & 0x3f));
  if (r < 0x10000) {
    return String.fromCharCode(0xe0 | (r >> 12), 0x80 | ((r >> 6) & 0x3f), 0x80 | (r & 0x3f));
  }
  return String.fromCharCode(
    0xf0 | (r >> 18),
    0x80 | ((r >> 12) & 0x3f),
    0x80 | ((r >> 6) & 0x3f),
    0x80 | (r & 0x3f),
  );
}

/** Go's unicode.IsSpace. */
export function isGoSpace(r: number): boolean {
  if (r <= 0xff) {
    return r === 0x20 || (r >= 0x09 && r <= 0x0d) || r === 0x85 || r === 0xa0;
  }
  return (
    r === 0x1680 ||
    (r >= 0x2000 && r <= 0x200a) ||
    r === 0x2028 ||
    r === 0x2029 ||
    r === 0x202f ||
    r === 0x205f ||
    r === 0x3000
  );
}

/** Go's strings.TrimSpace over a byte string. */
export function goTrimSpace(s: BStr): BStr {
  let start = 0;
  while (start < s.length) {
    const [r, w] = decodeRune(s, start);
    if (!isGoSpace(r) || (r === 0xfffd && w === 1)) break;
    start += w;
  }
  let end = s.length;
  while (end > start) {
    // Step back to the start of the last rune, as utf8.DecodeLastRune does.
    let k = end - 1;
    while (k > start && end - k < 4 && (s.charCodeAt(k) & 0xc0) === 0x80) k--;
    const [r, w] = decodeRune(s, k);
    const last = k + w === end ? r : 0xfffd;
    if (!isGoSpace(last)) break;
    end = k;
  }
  return s.slice(start, end);
}

/** The width (1 to 4) of the valid UTF-8 sequence at s[i], or 0 where Go's utf8.DecodeRune gives [U+FFFD, 1]. */
export function runeWidth(s: BStr, i: number): number {
  const b0 = s.charCodeAt(i);
  if (b0 < 0x80) return 1;
  const n = b0 >= 0xc2 && b0 <= 0xdf ? 2 : b0 >= 0xe0 && b0 <= 0xef ? 3 : b0 >= 0xf0 && b0 <= 0xf4 ? 4 : 0;
  if (n === 0 || i + n > s.length) return 0;
  const b1 = s.charCodeAt(i + 1);
  const lo = b0 === 0xe0 ? 0xa0 : b0 === 0xf0 ? 0x90 : 0x80;
  const hi = b0 === 0xed ? 0x9f : b0 === 0xf4 ? 0x8f : 0xbf;
  if (b1 < lo || b1 > hi) return 0;
  for (let k = 2; k < n; k++) {
    const b = s.charCodeAt(i + k);
    if (b < 0x80 || b > 0xbf) return 0;
  }
  return n;
}

/** Bytes of replaceBadBytes' output written before they become a string: a chunk of the result. */
const CHUNK = 1 << 20;

/** s[from, to) with each byte Go's utf8.DecodeRune finds invalid replaced by U+FFFD, as encoding/json's unquote does;
 * built in chunks through one reused buffer, so no whole-result buffer doubles the peak. */
export function replaceBadBytes(s: BStr, from = 0, to = s.length): BStr {
  let i = from;
  for (let w = 1; i < to; i += w) {
    w = runeWidth(s, i);
    if (w === 0) break;
  }
  if (i >= to) return s.slice(from, to);
  const buf = Buffer.allocUnsafe(Math.min(CHUNK, 3 * (to - from)));
  let out = s.slice(from, i);
  let o = 0;
  while (i < to) {
    if (o > buf.length - 4) {
      out += buf.toString('latin1', 0, o);
      o = 0;
    }
    const c = s.charCodeAt(i);
    const w = c < 0x80 ? 1 : runeWidth(s, i);
    if (w === 0) {
      buf[o++] = 0xef;
      buf[o++] = 0xbf;
      buf[o++] = 0xbd;
      i++;
      continue;
    }
    for (const end = i + w; i < end; i++) buf[o++] = s.charCodeAt(i);
  }
  return out + buf.toString('latin1', 0, o);
}

/** Bytes -> text keeping every byte (Python's "surrogateescape"): a byte outside valid UTF-8 becomes a lone surrogate
 * U+DC80..U+DCFF, which UTF-8 never yields, so escapedBytes() gives the bytes back. */
export function escapeBytes(b: BStr): string {
  if (ASCII.test(b)) return b;
  const out = new Pieces();
  let run = 0;
  for (let i = 0; i < b.length; ) {
    const w = runeWidth(b, i);
    if (w > 0) {
      i += w;
      continue;
    }
    if (run < i) out.push(fromBStr(b.slice(run, i)));
    out.push(String.fromCharCode(0xdc00 + b.charCodeAt(i)));
    run = ++i;
  }
  if (run < b.length) out.push(fromBStr(b.slice(run)));
  return out.join();
}

const ESCAPED_BYTE = /(?<![\ud800-\udbff])[\udc80-\udcff]/;

/** escapeBytes undone: text -> UTF-8 bytes, each escaped byte as itself. Like toBStr for any other text. */
export function escapedBytes(text: string): BStr {
  if (!ESCAPED_BYTE.test(text)) return toBStr(text);
  return text
    .split(new RegExp(`(${ESCAPED_BYTE.source})`))
    .map((part, i) => (i % 2 === 1 ? String.fromCharCode(part.charCodeAt(0) - 0xdc00) : toBStr(part)))
    .join('');
}
