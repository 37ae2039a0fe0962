// args-fast.ts answers "surely valid" for a run's args without loading ajv;
// it must never say so where ajv (as a run configures it) would refuse the
// args or the schema. Random schemas mix the keywords it knows, with values
// of the right and of the wrong type, with some it leaves to ajv; random
// args come from JSON text (so `1e400`, `-0` and `"__proto__"` keys are
// what JSON.parse makes of them) over the same few names.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { surelyValid } from '../../src/runner/args-fast.js';
import { ajvCheck, checkArgsSchema } from '../../src/runner/args-schema.js';

const NAMES = ['a', 'b', 'path', 'toString', '__proto__', 'constructor', '0'];
const name = fc.constantFrom(...NAMES);

/** JSON text: scalars from small pools (often equal to a schema's), objects over NAMES. */
const jsonText: fc.Arbitrary<string> = fc.letrec<{ v: string }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false', '0', '-0', '1', '2', '2.5', '-3', '1e308', '1e400', '-1e400', '7.0'),
    fc.constantFrom('""', '"x"', '"xyz"', '"abcdef"', '"\\ud83d\\ude00"', '"\\ud800"', '"\\ud800\\ud800"'),
    fc.array(tie('v'), { maxLength: 3 }).map((xs) => `[${xs.join(',')}]`),
    fc.array(fc.tuple(name, tie('v')), { maxLength: 3 }).map((ps) => `{${ps.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).v;
const jsonValue = jsonText.map((t) => JSON.parse(t) as unknown);

const count = fc.oneof(fc.constantFrom(0, 1, 2, 3, 6), fc.constantFrom(-1, 2.5, '3', null));
const bound = fc.oneof(fc.constantFrom(-3, 0, 1, 2, 2.5, 1e308), fc.constantFrom('1', true, null));
const typeName = fc.constantFrom('null', 'boolean', 'object', 'array', 'number', 'integer', 'string', 'any', 'int');

const schema: fc.Arbitrary<unknown> = fc.letrec<{ s: unknown }>((tie) => {
  const sub = tie('s');
  const keyword = fc.oneof(
    fc.tuple(fc.constant('type'), fc.oneof(typeName, fc.array(typeName, { maxLength: 3 }), fc.constant(5))),
    fc.tuple(fc.constant('enum'), fc.oneof(fc.array(jsonValue, { maxLength: 3 }), fc.constant('x'))),
    fc.tuple(fc.constant('const'), jsonValue),
    fc.tuple(fc.constantFrom('minLength', 'maxLength', 'minItems', 'maxItems', 'minProperties', 'maxProperties'), count),
    fc.tuple(fc.constantFrom('minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum'), bound),
    fc.tuple(fc.constant('items'), fc.oneof(sub, fc.array(sub, { maxLength: 2 }))),
    fc.tuple(fc.constant('required'), fc.oneof(fc.array(name, { maxLength: 3 }), fc.constant('a'), fc.constant([1]))),
    fc.tuple(fc.constant('properties'), fc.oneof(fc.dictionary(name, sub, { maxKeys: 3 }), fc.constant(5))),
    fc.tuple(fc.constant('additionalProperties'), fc.oneof(sub, fc.constant(5))),
    fc.tuple(fc.constantFrom('title', 'description', 'default', 'examples', '$comment'), jsonValue),
    // Left to ajv.
    fc.tuple(fc.constantFrom('pattern', 'format'), fc.constantFrom('^a', 'date', 'email')),
    fc.tuple(fc.constantFrom('uniqueItems', 'nullable'), fc.boolean()),
    fc.tuple(fc.constantFrom('anyOf', 'allOf', 'oneOf', 'prefixItems'), fc.array(sub, { minLength: 1, maxLength: 2 })),
    fc.tuple(fc.constantFrom('not', 'contains', 'propertyNames', 'if', 'then'), sub),
    fc.tuple(fc.constant('$ref'), fc.constantFrom('#', '#/properties/a', '#/$defs/x')),
    fc.tuple(fc.constant('multipleOf'), fc.constantFrom(2, 0.1)),
  );
  return {
    s: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.boolean(),
      fc.array(keyword, { maxLength: 4 }).map((ps) => Object.fromEntries(ps)),
    ),
  };
}).s;

const DIALECTS = [
  undefined,
  'http://json-schema.org/draft-07/schema#',
  'https://json-schema.org/draft/2020-12/schema',
  'https://json-schema.org/draft/2019-09/schema',
  'http://json-schema.org/draft-04/schema#',
  'https://example.com/own',
];
const rooted = fc.tuple(schema, fc.constantFrom(...DIALECTS)).map(([s, d]) => (d !== undefined && typeof s === 'object' && s !== null ? { $schema: d, ...s } : s));

describe('args-fast: sure of validity only where ajv agrees', () => {
  it('never says valid where ajv does not (random schemas and args)', async () => {
    let sure = 0;
    await fc.assert(
      fc.asyncProperty(rooted, jsonValue, async (s, value) => {
        if (!surelyValid(s, value)) return;
        sure++;
        const verdict = await ajvCheck(s as Record<string, unknown> | boolean, value, JSON.stringify(s));
        expect(verdict).toEqual({ kind: 'valid' });
      }),
      { numRuns: 2500 },
    );
    // The property is not vacuous: a good share of the cases took the fast path.
    expect(sure).toBeGreaterThan(250);
  });

  it('leaves to ajv what ajv reads otherwise than JSON Schema says', () => {
    // ajv reads data[name]: every object "has" toString.
    expect(surelyValid({ properties: { toString: { type: 'string' } } }, {})).toBe(false);
    expect(surelyValid({ required: ['constructor'] }, {})).toBe(false);
    // 1e400 is Infinity, an integer to ajv's `x % 1`.
    expect(surelyValid({ type: 'integer' }, JSON.parse('1e400'))).toBe(false);
    expect(surelyValid({ maximum: 5 }, JSON.parse('-1e400'))).toBe(false);
    // Keyword values ajv refuses (the schema is unusable), and dialects it does not pick.
    expect(surelyValid({ enum: [] }, 1)).toBe(false);
    expect(surelyValid({ minLength: 2.5 }, 'abc')).toBe(false);
    expect(surelyValid({ type: 'any' }, 1)).toBe(false);
    expect(surelyValid({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }, {})).toBe(false);
    expect(surelyValid({ properties: { a: { $schema: 'http://json-schema.org/draft-07/schema#' } } }, { a: 1 })).toBe(false);
    // Nesting past its depth, in the schema or in an enum's value.
    let deep: unknown = { type: 'object' };
    for (let i = 0; i < 40; i++) deep = { properties: { a: deep } };
    expect(surelyValid(deep, {})).toBe(false);
    const nested = (): unknown => JSON.parse('['.repeat(40) + '1' + ']'.repeat(40));
    expect(surelyValid({ enum: [nested()] }, nested())).toBe(false);
    expect(surelyValid({ enum: [JSON.parse('[[[1]]]')] }, JSON.parse('[[[1]]]'))).toBe(true);
  });

  it('knows the everyday schema without ajv, and still reports a bad value through it', async () => {
    const everyday = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      description: 'what to clean',
      properties: {
        path: { type: 'string', minLength: 1, description: 'a folder' },
        days: { type: 'integer', minimum: 1, maximum: 3650, default: 7 },
        dry_run: { type: 'boolean' },
        mode: { enum: ['fast', 'safe'] },
        tags: { type: 'array', items: { type: 'string', maxLength: 32 }, maxItems: 10 },
      },
      required: ['path'],
      additionalProperties: false,
    };
    const good = { path: '/var/log', days: 7, dry_run: true, mode: 'safe', tags: ['a'] };
    expect(surelyValid(everyday, good)).toBe(true);
    const raw = JSON.stringify(everyday);
    expect(await checkArgsSchema(raw, Buffer.from(JSON.stringify(good)))).toEqual({ kind: 'valid' });
    expect(await checkArgsSchema(raw, Buffer.from('{"path":"","extra":1}'))).toEqual({
      kind: 'invalid',
      issues: [
        { pointer: '', message: 'must NOT have additional properties: "extra"' },
        { pointer: '/path', message: 'must NOT have fewer than 1 characters' },
      ],
    });
  });
});
