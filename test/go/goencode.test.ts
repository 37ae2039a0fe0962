// src/go/goencode.ts: Go's encoding/json output for values decoded into
// `any` (the manager's schema round trip and the agent's args round trip).
import { describe, expect, it } from 'vitest';
import { toBStr } from '../../src/go/bytes.js';
import { GoDecodeError, encodeGo, goFloat64, goReencode, goString, toGoValue } from '../../src/go/goencode.js';
import { parseGoJson } from '../../src/go/gojson.js';

const tree = (text: string) => {
  const r = parseGoJson(toBStr(text));
  if (!r.ok) throw new Error(r.error.message);
  return r.value;
};

describe('goFloat64', () => {
  it.each([
    ['0', '0'], ['-0', '-0'], ['-0.0', '-0'], ['1.0', '1'], ['1e3', '1000'], ['1E+2', '100'], ['0.1', '0.1'],
    ['1e20', '100000000000000000000'], ['1e21', '1e+21'], ['123e20', '1.23e+22'], ['0.000001', '0.000001'],
    ['0.0000001', '1e-7'], ['1.5e-10', '1.5e-10'], ['9007199254740993', '9007199254740992'], ['1e-400', '0'],
    ['1.7976931348623157e308', '1.7976931348623157e+308'], ['5e-324', '5e-324'],
  ])('%s -> %s', (literal, go) => {
    expect(goFloat64(literal)).toBe(go);
  });

  it('a literal beyond float64 is the decode error Go gives', () => {
    expect(() => goFloat64('1e309')).toThrow(new GoDecodeError('1e309'));
    expect(new GoDecodeError('-1e400').message).toBe('json: cannot unmarshal number -1e400 into Go value of type float64');
  });
});

describe('goString', () => {
  it('escapes like Go with HTML escaping on', () => {
    expect(goString(toBStr('a"b\\c\n\r\t\b\f\x00\x1f\x7f<>&\u2028\u2029é😀'))).toBe(
      toBStr('"a\\"b\\\\c\\n\\r\\t\\b\\f\\u0000\\u001f\x7f\\u003c\\u003e\\u0026\\u2028\\u2029é😀"'),
    );
  });

  it('turns each invalid UTF-8 byte into \\ufffd', () => {
    expect(goString('a\xff\xc3b')).toBe('"a\\ufffd\\ufffdb"');
  });

  it('gives the same escapes past thousands of them (pieces joined in batches)', () => {
    const unit = 'ab\n<\xff' + toBStr('é\u2028');
    const one = goString(unit).slice(1, -1);
    for (const n of [4095, 4096, 4097, 10001]) expect(goString(unit.repeat(n))).toBe('"' + one.repeat(n) + '"');
  });
});

describe('encodeGo / goReencode', () => {
  it('sorts map keys by bytes at every level, keeps arrays in order, last repeated key wins', () => {
    expect(encodeGo(toGoValue(tree('{"z":{"b":1,"a":[{"y":1,"x":2}]},"B":true,"a":null,"a":"last"}')))).toBe(
      '{"B":true,"a":"last","z":{"a":[{"x":2,"y":1}],"b":1}}',
    );
  });

  it('goReencode drops keys, maps null to {}, and throws GoDecodeError for out-of-range numbers', () => {
    expect(goReencode(tree('{"edge_id":7,"b":1,"device_id":2,"a":2}'), new Set(['edge_id', 'device_id']))).toBe('{"a":2,"b":1}');
    expect(goReencode(tree('null'))).toBe('{}');
    expect(() => goReencode(tree('{"n":1e999}'))).toThrow(GoDecodeError);
  });
});
