import { describe, expect, it } from 'vitest';
import { envelope } from '../../src/views/envelope.js';
import { goCompact, goIndent } from '../../src/go/gocompact.js';

const b = (s: string): Buffer => Buffer.from(s, 'latin1');

describe('goCompact (json.Compact, HTML escaping on)', () => {
  it('drops whitespace outside strings only', () => {
    expect(goCompact(b(' { "a b" : [ 1 , "x\\" y" ] }\n')).toString('latin1')).toBe('{"a b":[1,"x\\" y"]}');
  });
  it('escapes <, >, & and U+2028/9, and keeps invalid UTF-8', () => {
    const src = Buffer.concat([b('"<a&b>'), Buffer.from('\u2028\u2029', 'utf8'), b('\xff"')]);
    expect(goCompact(src).toString('latin1')).toBe('"\\u003ca\\u0026b\\u003e\\u2028\\u2029\xff"');
  });
  it('returns the input itself when nothing changes', () => {
    const src = b('{"a":1}');
    expect(goCompact(src)).toBe(src);
  });
});

describe('goIndent (json.Indent with two spaces)', () => {
  it('indents, keeps empty containers on one line, keeps strings and numbers as written', () => {
    expect(goIndent(b('{"a":[1,2e10,{}],"b":[],"c":"x,y:{"}')).toString('latin1')).toBe(
      '{\n  "a": [\n    1,\n    2e10,\n    {}\n  ],\n  "b": [],\n  "c": "x,y:{"\n}\n',
    );
    expect(goIndent(b(' 12 ')).toString()).toBe('12\n');
  });
});

describe('envelope', () => {
  it('wraps results the way the REST API and the agent kernel do', () => {
    expect(envelope('rest', { ok: true, stdout: b(' {"x": "<"}\n') }).toString()).toBe('{"result":{"x":"\\u003c"}}');
    expect(envelope('rest', { ok: false, error: 'subprocess skill k: exit 7 (stderr: a<b\n\xff)' }).toString('latin1')).toBe(
      '{"error":"subprocess skill k: exit 7 (stderr: a\\u003cb\\n\\ufffd)"}',
    );
    expect(envelope('llm', { ok: true, stdout: b('[1, 2]') }).toString()).toBe('{"error":"","result":[1,2]}');
    expect(envelope('llm', { ok: false, error: 'e' }).toString()).toBe('{"error":"e","result":null}');
  });
});
