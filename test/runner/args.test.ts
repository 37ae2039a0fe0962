import { describe, expect, it } from 'vitest';
import { INVALID_PARAMS, prepareArgs } from '../../src/runner/skill-args.js';
import { lineColumn } from '../../src/source/position.js';

const bytes = (s: string): Buffer => Buffer.from(s, 'utf8');
const stdin = (r: ReturnType<typeof prepareArgs>): string => (r.ok ? r.stdin.toString('latin1') : `ERR ${r.error}`);

describe('prepareArgs, direct path (docs/manager.md#running-a-skill)', () => {
  it('turns blank args, by Go TrimSpace, into {}', () => {
    for (const blank of ['', ' \n\t', '\u00a0', '\u0085', '\u2000\u3000', '\u2028']) {
      expect(prepareArgs(bytes(blank))).toMatchObject({ ok: true, blank: true });
      expect(stdin(prepareArgs(bytes(blank)))).toBe('{}');
    }
  });
  it('does not count U+FEFF as blank, and it is not JSON', () => {
    expect(prepareArgs(bytes('\ufeff'))).toMatchObject({ ok: false, error: INVALID_PARAMS });
  });
  it('passes valid JSON of any kind byte for byte, whitespace included', () => {
    for (const v of [' {"a" : [1, 2]}\n\n', 'null', '[]', '"s"', '1e5', '{"a":"\xff"}']) {
      const b = Buffer.from(v, 'latin1');
      expect(prepareArgs(b)).toEqual({ ok: true, stdin: b, blank: false });
    }
  });
  it('says where invalid JSON breaks, with Go syntax messages', () => {
    expect(prepareArgs(bytes("{'a':1}"))).toEqual({
      ok: false,
      error: INVALID_PARAMS,
      where: { message: "invalid character '\\'' looking for beginning of object key string", offset: 1, line: 1, column: 2 },
    });
    expect(prepareArgs(bytes('{}{}'))).toMatchObject({ where: { message: "invalid character '{' after top-level value", offset: 2 } });
    expect(prepareArgs(bytes('{\n  "a": tru\n}'))).toMatchObject({ where: { line: 2, column: 11 } });
    expect(prepareArgs(bytes('{"a":'))).toMatchObject({ where: { message: 'unexpected end of JSON input', offset: 5 } });
  });
  it('rejects nesting deeper than 10,000 like Go', () => {
    expect(prepareArgs(bytes('['.repeat(10000) + ']'.repeat(10000))).ok).toBe(true);
    expect(prepareArgs(bytes('['.repeat(10001) + ']'.repeat(10001)))).toMatchObject({
      ok: false,
      where: { message: "invalid character '[' exceeded max depth", offset: 10000 },
    });
  });
});

describe('prepareArgs, REST path (docs/manager.md#rest-api)', () => {
  it('keeps params as the raw value, without the JSON whitespace around it', () => {
    expect(stdin(prepareArgs(bytes('  {"a": 1}\n'), 'rest'))).toBe('{"a": 1}');
    expect(stdin(prepareArgs(bytes(''), 'rest'))).toBe('{}');
    expect(stdin(prepareArgs(bytes(' null '), 'rest'))).toBe('null');
  });
});

describe('prepareArgs, agent path (docs/manager.md#what-the-model-sees)', () => {
  it('drops device_id and edge_id and re-encodes like Go: sorted, compact, HTML-escaped, float64', () => {
    const r = prepareArgs(bytes('{"z": 1, "edge_id": 3, "a": {"y": "<&>", "b": 12345678901234567890123}, "device_id": "d", "n": 1.50, "a2": [1e21, 1e-7, -0]}'), 'llm');
    expect(stdin(r)).toBe('{"a":{"b":1.2345678901234568e+22,"y":"\\u003c\\u0026\\u003e"},"a2":[1e+21,1e-7,-0],"n":1.5,"z":1}');
  });
  it('keeps nested device_id keys (only the top level is stripped)', () => {
    expect(stdin(prepareArgs(bytes('{"x":{"edge_id":1}}'), 'llm'))).toBe('{"x":{"edge_id":1}}');
  });
  it('lets the last of repeated keys win', () => {
    expect(stdin(prepareArgs(bytes('{"a":1,"a":2}'), 'llm'))).toBe('{"a":2}');
  });
  it('cannot pass anything but an object', () => {
    expect(prepareArgs(bytes('[1]'), 'llm')).toMatchObject({ ok: false, agentPath: true, error: 'json: cannot unmarshal array into Go value of type map[string]interface {}' });
    expect(prepareArgs(bytes('{"a":1e400}'), 'llm')).toMatchObject({ ok: false, agentPath: true, error: 'json: cannot unmarshal number 1e400 into Go value of type float64' });
  });
});

describe('lineColumn', () => {
  it('counts lines by LF and columns in bytes, over a byte string', () => {
    expect(lineColumn(bytes('ab\ncd').toString('latin1'), 4)).toEqual({ line: 2, column: 2 });
    expect(lineColumn(bytes('é{').toString('latin1'), 2)).toEqual({ line: 1, column: 3 });
  });
});
