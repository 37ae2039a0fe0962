// toJsValue gives ajv the schema as a plain value: own data properties in
// document order, the last of repeated keys winning, and a "__proto__" key
// as data (never the object's prototype), whatever the keys are named.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBStr, toBStr } from '../../src/go/bytes.js';
import { parseGoJson } from '../../src/go/gojson.js';
import { toJsValue } from '../../src/schema/schema-walk.js';

/** The value from the text, every property defined (the reference). */
function reference(text: string): unknown {
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(walk);
    if (v === null || typeof v !== 'object') return v;
    const out = {};
    for (const [k, x] of Object.entries(v)) Object.defineProperty(out, k, { value: walk(x), enumerable: true, writable: true, configurable: true });
    return out;
  };
  // JSON.parse defines "__proto__" as data too, and keeps the last of repeated keys.
  return walk(JSON.parse(text));
}

/**
 * What ajv can see of a value, spelled out: own keys in order with their
 * descriptors' kinds, and each object's prototype (an own "constructor" key
 * fools a deep equality that looks at constructors).
 */
function shape(v: unknown): unknown {
  if (v === null || typeof v !== 'object') return v;
  const proto = Object.getPrototypeOf(v) === Object.prototype ? 'object' : Object.getPrototypeOf(v) === Array.prototype ? 'array' : 'other';
  return [
    proto,
    Reflect.ownKeys(v).map((k) => {
      const d = Object.getOwnPropertyDescriptor(v, k)!;
      return [String(k), 'value' in d ? 'data' : 'accessor', d.enumerable, d.writable, shape(d.value)];
    }),
  ];
}

const keys = fc.constantFrom('__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'length', '0', '10', 'a', 'b', '\u00e9');
const member = (value: fc.Arbitrary<string>): fc.Arbitrary<string> => fc.tuple(keys, value).map(([k, v]) => `${JSON.stringify(k)}:${v}`);
const json: fc.Arbitrary<string> = fc.letrec((tie) => ({
  value: fc.oneof({ depthSize: 'small' }, fc.constantFrom('1', '"x"', 'true', 'null', '2.5'), tie('object'), tie('array')),
  object: fc.array(member(tie('value') as fc.Arbitrary<string>), { maxLength: 5 }).map((ms) => `{${ms.join(',')}}`),
  array: fc.array(tie('value') as fc.Arbitrary<string>, { maxLength: 4 }).map((vs) => `[${vs.join(',')}]`),
})).object;

describe('toJsValue', () => {
  it('equals the value with every property defined, on objects with Object.prototype names and repeats', () => {
    fc.assert(
      fc.property(json, (text) => {
        const parsed = parseGoJson(toBStr(text));
        expect(parsed.ok).toBe(true);
        if (!parsed.ok) return;
        expect(shape(toJsValue(parsed.value, fromBStr))).toEqual(shape(reference(text)));
      }),
      { numRuns: 2000 },
    );
  });

  it('converts past the levels it recurses through the same way, and 10,000 levels without overflowing the stack', () => {
    // 150 levels of objects and arrays, repeated keys and "__proto__" among them (toJsValue recurses through 64).
    let text = '1';
    for (let i = 0; i < 150; i++) text = [`[0, ${text}]`, `{"__proto__": ${text}, "a": ${i}}`, `{"a": ${i}, "b": ${text}, "a": "x"}`][i % 3];
    const parsed = parseGoJson(toBStr(text));
    if (!parsed.ok) throw new Error('parse');
    expect(shape(toJsValue(parsed.value, fromBStr))).toEqual(shape(reference(text)));

    const deep = parseGoJson(toBStr('['.repeat(10_000) + ']'.repeat(10_000)));
    if (!deep.ok) throw new Error('parse');
    let v = toJsValue(deep.value, fromBStr);
    let levels = 0;
    for (; Array.isArray(v); levels++) v = v[0];
    expect(levels).toBe(10_000);
  });

  it('keeps "__proto__" as a property, not as the prototype', () => {
    const parsed = parseGoJson(toBStr('{"__proto__": {"polluted": true}, "a": 1}'));
    if (!parsed.ok) throw new Error('parse');
    const value = toJsValue(parsed.value, fromBStr) as Record<string, unknown>;
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(Object.keys(value)).toEqual(['__proto__', 'a']);
    expect((value as { polluted?: boolean }).polluted).toBeUndefined();
  });
});
