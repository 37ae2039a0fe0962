import { describe, expect, it } from 'vitest';
import { parseGoJson } from '../../src/go/gojson.js';
import { render } from '../../src/golden/json-node.js';
import { matcherProblem, mismatches, project } from '../../src/golden/matcher.js';

const loc = (text: string) => {
  const p = parseGoJson(text);
  if (!p.ok) throw new Error(p.error.message);
  return { node: p.value, src: text };
};
const check = (want: string, got: string) => mismatches(loc(want), loc(got));

describe('the matcher language', () => {
  it('matches objects as subsets, recursively', () => {
    expect(check('{"a":1}', '{"a":1,"b":2}')).toEqual([]);
    expect(check('{"a":{"b":1}}', '{"a":{"b":1,"c":[]}}')).toEqual([]);
    expect(check('{"a":1,"z":0}', '{"a":2}')).toEqual([
      { pointer: '/a', message: 'expected 1, got 2' },
      { pointer: '/z', message: 'missing' },
    ]);
  });

  it('matches arrays item by item, with the same length', () => {
    expect(check('[1,{"a":1}]', '[1,{"a":1,"b":2}]')).toEqual([]);
    expect(check('[1]', '[1,2]')).toEqual([{ pointer: '', message: 'expected 1 items, got 2' }]);
    expect(check('[1,2]', '[1,3]')).toEqual([{ pointer: '/1', message: 'expected 2, got 3' }]);
  });

  it('compares scalars as JSON values (1.0 is 1), strings exactly', () => {
    expect(check('{"n":1.0}', '{"n":1}')).toEqual([]);
    expect(check('"a"', '"a"')).toEqual([]);
    expect(check('"a"', '"b"')).toHaveLength(1);
    expect(check('null', 'false')).toHaveLength(1);
    expect(check('{"a":"x"}', '{"a":1}')[0].message).toBe('expected "x", got 1');
  });

  it('$type holds for each JSON type, integer among numbers', () => {
    const cases: Array<[string, string, boolean]> = [
      ['string', '"x"', true], ['string', '1', false], ['number', '1.5', true], ['integer', '2', true],
      ['integer', '2.5', false], ['boolean', 'true', true], ['null', 'null', true], ['object', '{}', true],
      ['array', '[]', true], ['array', '{}', false],
    ];
    for (const [t, v, ok] of cases) expect(check(`{"$type":"${t}"}`, v).length === 0, `${t} ${v}`).toBe(ok);
  });

  it('$regex holds for matching strings only; $any for anything', () => {
    expect(check('{"id":{"$regex":"^[0-9a-f]{4}$"}}', '{"id":"beef"}')).toEqual([]);
    expect(check('{"id":{"$regex":"^[0-9a-f]{4}$"}}', '{"id":"nope"}')).toHaveLength(1);
    expect(check('{"$regex":"1"}', '1')).toHaveLength(1);
    expect(check('{"t":{"$any":true}}', '{"t":[1,{"x":null}]}')).toEqual([]);
    expect(check('{"t":{"$any":true}}', '{}')).toEqual([{ pointer: '/t', message: 'missing' }]);
  });

  it('names what is wrong with a matcher as written', () => {
    const bad = (json: string) => {
      const n = loc(json).node;
      if (n.kind !== 'object') throw new Error();
      return matcherProblem(n.members[0].key, n.members[0].value);
    };
    expect(bad('{"$type":"float"}')).toMatch(/\$type takes one of/);
    expect(bad('{"$regex":"("}')).toMatch(/not a regular expression/);
    expect(bad('{"$any":false}')).toBe('$any takes true');
    expect(bad('{"$gt":1}')).toMatch(/unknown matcher \$gt/);
    expect(bad('{"$type":"number"}')).toBeUndefined();
  });

  it('projects got onto the shape of want: matchers that hold stay, extra keys only when asked', () => {
    const want = loc('{"id":{"$regex":"^u"},"n":1}');
    const got = loc('{"n":2,"id":"u7","extra":true}');
    expect(render(project(want, got, false), '')).toBe('{"id": {"$regex": "^u"}, "n": 2}');
    expect(render(project(want, got, true), '')).toBe('{"id": {"$regex": "^u"}, "n": 2, "extra": true}');
    expect(render(project(loc('{"id":{"$regex":"^x"}}'), got, true), '')).toBe('{"id": "u7", "n": 2, "extra": true}');
  });
});
