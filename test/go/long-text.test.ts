// The loops over long byte strings (escapeBytes, goQuote, goString, the JSON
// unquote) copy valid runs whole and gather pieces in batches.
// Each must equal the plain per-rune reading of Go's rules, written
// here with an independent decoder (refDecodeRune), on every mix of bytes: bad bytes alone and in runs,
// at the edges of the 4,096-piece batches, encoded surrogates, a real
// U+FFFD, U+2028, escapes, multi-byte text cut short.
import { isUtf8 } from 'node:buffer';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeRune, encodeRune, escapeBytes, runeWidth } from '../../src/go/bytes.js';
import { goString } from '../../src/go/goencode.js';
import { parseGoJson } from '../../src/go/gojson.js';
import { goQuote, isGoPrint } from '../../src/go/goquote.js';

const hex = (n: number, w: number): string => n.toString(16).padStart(w, '0');
const SHORT: Record<number, string> = { 7: '\\a', 8: '\\b', 12: '\\f', 10: '\\n', 13: '\\r', 9: '\\t', 11: '\\v' };

/**
 * utf8.DecodeRune written independently of src/go/bytes.ts: UTF-8 is
 * prefix-free, so the one n in 1..4 whose bytes Node accepts as UTF-8 (no
 * overlong form, no surrogate, nothing over U+10FFFF, as Go) is the width.
 */
function refDecodeRune(s: string, i: number): [number, number] {
  for (let n = 1; n <= 4 && i + n <= s.length; n++) {
    const bytes = Buffer.from(s.slice(i, i + n), 'latin1');
    if (isUtf8(bytes)) return [bytes.toString('utf8').codePointAt(0)!, n];
  }
  return [0xfffd, 1];
}

function runes(s: string, each: (r: number, w: number, i: number) => string): string {
  let out = '';
  for (let i = 0; i < s.length; ) {
    const [r, w] = refDecodeRune(s, i);
    out += each(r, w, i);
    i += w;
  }
  return out;
}

const bad = (r: number, w: number): boolean => r === 0xfffd && w === 1;

const refEscapeBytes = (s: string): string =>
  runes(s, (r, w, i) => (bad(r, w) ? String.fromCharCode(0xdc00 + s.charCodeAt(i)) : String.fromCodePoint(r)));

const refGoQuote = (s: string): string =>
  '"' +
  runes(s, (r, w, i) => {
    if (bad(r, w)) return '\\x' + hex(s.charCodeAt(i), 2);
    if (r === 0x22 || r === 0x5c) return '\\' + String.fromCharCode(r);
    if (isGoPrint(r)) return encodeRune(r);
    if (SHORT[r]) return SHORT[r];
    if (r < 0x20 || r === 0x7f) return '\\x' + hex(r, 2);
    return r < 0x10000 ? '\\u' + hex(r, 4) : '\\U' + hex(r, 8);
  }) +
  '"';

const JSON_SHORT: Record<number, string> = { 8: '\\b', 12: '\\f', 10: '\\n', 13: '\\r', 9: '\\t', 0x22: '\\"', 0x5c: '\\\\' };
const refGoString = (s: string): string =>
  '"' +
  runes(s, (r, w) => {
    if (bad(r, w)) return '\\ufffd';
    if (JSON_SHORT[r]) return JSON_SHORT[r];
    if (r < 0x20 || r === 0x3c || r === 0x3e || r === 0x26 || r === 0x2028 || r === 0x2029) return '\\u' + hex(r, 4);
    return encodeRune(r);
  }) +
  '"';

/** A JSON string body's bytes (no escapes) as Go decodes them: every bad byte U+FFFD. */
const refUnquotePlain = (s: string): string => runes(s, (r, w) => (bad(r, w) ? encodeRune(0xfffd) : encodeRune(r)));

// Byte strings built from pieces that matter: alone and repeated.
const PIECES = ['a', ' ', '"', '\\', '\n', '\x01', '\x7f', '<', '\xff', '\x80', '\xc3', '\xc3\xa9', '\xe2\x80\xa8', '\xe2\x80\xa9', '\xe2\x80', '\xed\xa0\x80', '\xed\x9f\xbf', '\xef\xbf\xbd', '\xf0\x9f\x98\x80', '\xf4\x90\x80\x80', '\xf0\x9f', '\xc2\xa0', '\xe2\x80\x8b', '\xcd\xb8'];
const bytesArb = fc.array(fc.tuple(fc.constantFrom(...PIECES), fc.integer({ min: 1, max: 3 })), { maxLength: 40 }).map((xs) => xs.map(([p, n]) => p.repeat(n)).join(''));

/** Long strings whose bad bytes fall on either side of batch edges (4,096 pieces). */
const LONG = [4095, 4096, 4097, 8191, 8192, 8193].flatMap((n) => ['\xff'.repeat(n), 'a\xff'.repeat(n), '\xff\n'.repeat(n) + '\xe2\x80\xa8', 'x'.repeat(n) + '\xc3', '\xed\xa0\x80'.repeat(n)]);

describe('long-text loops equal the per-rune reading', () => {
  it('decodeRune is Go\'s, and runeWidth its width, 0 where it gives [U+FFFD, 1]', () => {
    fc.assert(
      fc.property(bytesArb, (s) => {
        for (let i = 0; i < s.length; i++) {
          const [r, w] = refDecodeRune(s, i);
          expect(decodeRune(s, i)).toEqual([r, w]);
          expect(runeWidth(s, i)).toBe(bad(r, w) ? 0 : w);
        }
      }),
    );
  });

  it('escapeBytes, goQuote, goString on mixed bytes', () => {
    fc.assert(
      fc.property(bytesArb, (s) => {
        expect(escapeBytes(s)).toBe(refEscapeBytes(s));
        expect(goQuote(s)).toBe(refGoQuote(s));
        expect(goString(s)).toBe(refGoString(s));
      }),
    );
  });

  it('the JSON unquote on mixed bytes and escapes', () => {
    const ESC = ['\\n', '\\u00e9', '\\ud83d\\ude00', '\\ud800', '\\udc00x', '\\ufffd', '\\"'];
    const VALUE = ['\n', '\xc3\xa9', '\xf0\x9f\x98\x80', '\xef\xbf\xbd', '\xef\xbf\xbd' + 'x', '\xef\xbf\xbd', '"'];
    const arb = fc.array(fc.oneof(bytesArb.filter((s) => !/["\\\x00-\x1f]/.test(s)).map((s) => [s, refUnquotePlain(s)] as const), fc.integer({ min: 0, max: ESC.length - 1 }).map((k) => [ESC[k], VALUE[k]] as const)), { maxLength: 20 });
    fc.assert(
      fc.property(arb, (parts) => {
        // Parts apart ('|'), so that the bytes of two never make one rune.
        const src = '"' + parts.map((p) => p[0]).join('|') + '"';
        const parsed = parseGoJson(src);
        expect(parsed.ok && parsed.value.kind === 'string' ? parsed.value.value : undefined).toBe(parts.map((p) => p[1]).join('|'));
      }),
    );
  });

  it('long runs across batch edges', () => {
    for (const s of LONG) {
      expect(escapeBytes(s)).toBe(refEscapeBytes(s));
      expect(goQuote(s)).toBe(refGoQuote(s));
      expect(goString(s)).toBe(refGoString(s));
      const body = s.replaceAll('\n', '\\n');
      const parsed = parseGoJson('"' + body + '"');
      expect(parsed.ok && parsed.value.kind === 'string' ? parsed.value.value : undefined).toBe(refUnquotePlain(s));
    }
  });
});
