import { describe, expect, it } from 'vitest';
import { toBStr } from '../../src/go/bytes.js';
import { parseGoJson } from '../../src/go/gojson.js';

function err(src: string): string {
  const r = parseGoJson(src);
  if (r.ok) throw new Error(`expected a syntax error for ${JSON.stringify(src)}`);
  return Buffer.from(r.error.message, 'latin1').toString('utf8');
}

describe("syntax errors carry encoding/json's exact text", () => {
  it.each([
    ['', 'unexpected end of JSON input'],
    [' \n\t\r ', 'unexpected end of JSON input'],
    ['{"a":', 'unexpected end of JSON input'],
    ['{"a":"x', 'unexpected end of JSON input'],
    ['[1,', 'unexpected end of JSON input'],
    ['hello', "invalid character 'h' looking for beginning of value"],
    ['{,}', "invalid character ',' looking for beginning of object key string"],
    ['{"a",1}', "invalid character ',' after object key"],
    ['{"a":1 "b":2}', `invalid character '"' after object key:value pair`],
    ['[1 2]', "invalid character '2' after array element"],
    ['{"a":"x\x01"}', "invalid character '\\x01' in string literal"],
    ['"x\ty"', "invalid character '\\t' in string literal"],
    ['"\\x41"', "invalid character 'x' in string escape code"],
    ['"\\', "invalid character ' ' in string escape code"],
    ['"\\u12"', `invalid character '"' in \\u hexadecimal character escape`],
    ['"\\u1', "invalid character ' ' in \\u hexadecimal character escape"],
    ['-', "invalid character ' ' in numeric literal"],
    ['{"a":-}', "invalid character '}' in numeric literal"],
    ['1.', "invalid character ' ' after decimal point in numeric literal"],
    ['1.e5', "invalid character 'e' after decimal point in numeric literal"],
    ['1e', "invalid character ' ' in exponent of numeric literal"],
    ['1e+', "invalid character ' ' in exponent of numeric literal"],
    ['{"a":1e}', "invalid character '}' in exponent of numeric literal"],
    ['tru', "invalid character ' ' in literal true (expecting 'e')"],
    ['trUe', "invalid character 'U' in literal true (expecting 'u')"],
    ['fals3', "invalid character '3' in literal false (expecting 'e')"],
    ['{"a":nul}', "invalid character '}' in literal null (expecting 'l')"],
    ['{}{}', "invalid character '{' after top-level value"],
    ['01', "invalid character '1' after top-level value"],
    ['{"a":0x10}', "invalid character 'x' after object key:value pair"],
    ['[1,]', "invalid character ']' looking for beginning of value"],
    ['{"a":1,}', "invalid character '}' looking for beginning of object key string"],
    ['\x0b{}', "invalid character '\\v' looking for beginning of value"],
    ['{"a":1 /* c */}', "invalid character '/' after object key:value pair"],
    ['\xef\xbb\xbf{}', "invalid character 'ï' looking for beginning of value"],
    ['\xff\xfe{', "invalid character 'ÿ' looking for beginning of value"],
    ['\xa0{}', "invalid character '\\u00a0' looking for beginning of value"],
    ["'a'", `invalid character '\\'' looking for beginning of value`],
  ])('%j -> %s', (src, message) => {
    expect(err(src)).toBe(message);
  });

  it('allows 10,000 levels of nesting and refuses 10,001', () => {
    expect(parseGoJson('['.repeat(10000) + ']'.repeat(10000)).ok).toBe(true);
    expect(err('['.repeat(10001) + ']'.repeat(10001))).toBe("invalid character '[' exceeded max depth");
    expect(err('{"x":' + '['.repeat(10000))).toBe("invalid character '[' exceeded max depth");
  });

  it('reports the first error in document order, even after a complete value', () => {
    expect(err('{"a":true} x')).toBe("invalid character 'x' after top-level value");
  });

  it('points at the offending byte', () => {
    const r = parseGoJson('{"a":1,\n "b" 2}');
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.error.offset).toBe(13);
  });
});

describe('values and positions', () => {
  it('keeps byte offsets of keys and values', () => {
    const r = parseGoJson('{ "name" : "x", "n": [1, -2.5e3, true, null] }');
    expect(r.ok).toBe(true);
    if (!r.ok || r.value.kind !== 'object') return;
    const [name, n] = r.value.members;
    expect(name.keyStart).toBe(2);
    expect(name.value).toMatchObject({ kind: 'string', value: 'x', start: 11, end: 14 });
    expect(n.value.kind).toBe('array');
    if (n.value.kind === 'array') expect(n.value.items.map((i) => i.kind)).toEqual(['number', 'number', 'bool', 'null']);
  });

  const str = (src: string): string => {
    const r = parseGoJson(src);
    if (!r.ok || r.value.kind !== 'string') throw new Error('not a string');
    return Buffer.from(r.value.value, 'latin1').toString('utf8');
  };

  it('unescapes the same past thousands of escapes (pieces joined in batches)', () => {
    const unit = 'ab\\n\\u00e9\\ud83d\\ude00\\ud800x\xff';
    const one = str('"' + unit + '"');
    for (const n of [1000, 1024, 1025, 3000]) expect(str('"' + unit.repeat(n) + '"')).toBe(one.repeat(n));
  });

  it('unescapes strings and pairs surrogates', () => {
    expect(str('"n\\u0061me\\n\\/"')).toBe('name\n/');
    expect(str('"\\ud83d\\ude00"')).toBe('\u{1f600}');
  });
  it('turns lone surrogates and invalid UTF-8 bytes into U+FFFD, one per byte', () => {
    expect(str('"\\ud800x"')).toBe('\ufffdx');
    expect(str('"\\udc00"')).toBe('\ufffd');
    expect(str('"\\ud800\\ud800\\udc00"')).toBe('\ufffd\u{10000}');
    expect(str('"bad\xffname"')).toBe('bad\ufffdname');
    expect(str('"s\xed\xa0\x80x"')).toBe('s\ufffd\ufffd\ufffdx');
    expect(str('"\xe2\x82x"')).toBe('\ufffd\ufffdx');
    expect(str(toBStr('"é"'))).toBe('é');
  });
});
