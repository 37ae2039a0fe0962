import { describe, expect, it } from 'vitest';
import { toBStr } from '../../src/go/bytes.js';
import { goDuration, goQuote, jsonQuoteChar, timeoutNanos } from '../../src/go/goquote.js';

const q = (s: string): string => Buffer.from(goQuote(toBStr(s)), 'latin1').toString('utf8');

describe('goQuote (strconv.Quote)', () => {
  it('escapes quotes and backslashes, keeps single quotes', () => {
    expect(q('say"hi')).toBe('"say\\"hi"');
    expect(q('a\\b')).toBe('"a\\\\b"');
    expect(q("it's")).toBe('"it\'s"');
  });
  it('uses the short escapes and \\x for other C0 controls and DEL', () => {
    expect(q('\x07\b\f\n\r\t\v')).toBe('"\\a\\b\\f\\n\\r\\t\\v"');
    expect(q('ctl\x01\x02\x1b\x1f\x7f')).toBe('"ctl\\x01\\x02\\x1b\\x1f\\x7f"');
  });
  it('keeps printable non-ASCII and escapes the rest by width', () => {
    expect(q('é名字')).toBe('"é名字"');
    expect(q('\u00a0\u00ad\u0085')).toBe('"\\u00a0\\u00ad\\u0085"');
    expect(q('zw\u200bsp\u2028\u202e')).toBe('"zw\\u200bsp\\u2028\\u202e"');
    expect(q('astral\u{e0001}tag')).toBe('"astral\\U000e0001tag"');
    expect(q('\u{1f600}')).toBe('"\u{1f600}"');
  });
  it("uses Go 1.23's Unicode 15.0: characters added later are escaped", () => {
    expect(q('a\u{2ebf0}b\u31efc\u{1fae9}f\u1c89')).toBe('"a\\U0002ebf0b\\u31efc\\U0001fae9f\\u1c89"');
    expect(q('\u{1fae8}\u{1fa75}')).toBe('"\u{1fae8}\u{1fa75}"'); // assigned in 15.0: printable
    expect(q('\u0378\ue000\u{f0000}')).toBe('"\\u0378\\ue000\\U000f0000"'); // unassigned, private use
  });
  it('escapes each invalid UTF-8 byte as \\x, keeps a real U+FFFD', () => {
    expect(goQuote('a\xff\xfeb')).toBe('"a\\xff\\xfeb"');
    expect(goQuote('s\xed\xa0\x80x')).toBe('"s\\xed\\xa0\\x80x"');
    expect(q('bad\ufffdname')).toBe('"bad\ufffdname"');
  });
});

describe('jsonQuoteChar (encoding/json quoteChar)', () => {
  const c = (b: number): string => Buffer.from(jsonQuoteChar(b), 'latin1').toString('utf8');
  it('special-cases the quotes', () => {
    expect(c(0x27)).toBe("'\\''");
    expect(c(0x22)).toBe(`'"'`);
  });
  it('takes a byte as the rune of the same number', () => {
    expect(c(0x68)).toBe("'h'");
    expect(c(0x01)).toBe("'\\x01'");
    expect(c(0x0b)).toBe("'\\v'");
    expect(c(0xef)).toBe("'ï'");
    expect(c(0xff)).toBe("'ÿ'");
    expect(c(0x80)).toBe("'\\u0080'");
    expect(c(0xa0)).toBe("'\\u00a0'");
    expect(c(0xad)).toBe("'\\u00ad'");
  });
});

describe('goDuration (time.Duration.String)', () => {
  const s = (n: bigint): string => goDuration(timeoutNanos(n));
  it('prints whole seconds the Go way', () => {
    expect(s(1n)).toBe('1s');
    expect(s(30n)).toBe('30s');
    expect(s(60n)).toBe('1m0s');
    expect(s(90n)).toBe('1m30s');
    expect(s(3600n)).toBe('1h0m0s');
    expect(s(86400n)).toBe('24h0m0s');
  });
  it('wraps timeout_seconds * 1e9 around int64 like Go', () => {
    expect(s(2n ** 55n + 1n)).toBe('1s');
    expect(goDuration(timeoutNanos(9223372036854775807n))).toBe('-1s');
  });
  it('prints fractions and small units', () => {
    expect(goDuration(1_500_000_000n)).toBe('1.5s');
    expect(goDuration(1_500_000n)).toBe('1.5ms');
    expect(goDuration(1500n)).toBe('1.5µs');
    expect(goDuration(15n)).toBe('15ns');
    expect(goDuration(0n)).toBe('0s');
    expect(goDuration(-(2n ** 63n))).toBe('-2562047h47m16.854775808s');
  });
});
