// Random JSON Schemas and JSON values for the tests that hold the schema
// subset (src/schema/schema-subset.ts) to ajv: schemas mix the subset's
// keywords, with arguments of the right and of the wrong type, with some it
// leaves to ajv; values come from JSON text (so `1e400`, `-0` and
// `"__proto__"` keys are what JSON.parse makes of them) over the same few
// names, so that schema and value often meet.
import fc from 'fast-check';

const NAMES = ['a', 'b', 'path', 'toString', '__proto__', 'constructor', '0'];
const name = fc.constantFrom(...NAMES);

/** JSON text: scalars from small pools (often equal to a schema's), objects over NAMES. */
export const jsonText: fc.Arbitrary<string> = fc.letrec<{ v: string }>((tie) => ({
  v: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    fc.constantFrom('null', 'true', 'false', '0', '-0', '1', '2', '2.5', '-3', '1e308', '1e400', '-1e400', '7.0'),
    fc.constantFrom('""', '"x"', '"xyz"', '"abcdef"', '"\\ud83d\\ude00"', '"\\ud800"', '"\\ud800\\ud800"'),
    fc.array(tie('v'), { maxLength: 3 }).map((xs) => `[${xs.join(',')}]`),
    fc.array(fc.tuple(name, tie('v')), { maxLength: 3 }).map((ps) => `{${ps.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`),
  ),
})).v;
export const jsonValue = jsonText.map((t) => JSON.parse(t) as unknown);

const count = fc.oneof(fc.constantFrom(0, 1, 2, 3, 6), fc.constantFrom(-1, 2.5, '3', null));
const bound = fc.oneof(fc.constantFrom(-3, 0, 1, 2, 2.5, 1e308), fc.constantFrom('1', true, null));
const typeName = fc.constantFrom('null', 'boolean', 'object', 'array', 'number', 'integer', 'string', 'any', 'int');

export const schema: fc.Arbitrary<unknown> = fc.letrec<{ s: unknown }>((tie) => {
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
    fc.tuple(fc.constantFrom('title', 'description', '$comment'), fc.oneof(fc.constantFrom('a', ''), jsonValue)),
    fc.tuple(fc.constantFrom('deprecated', 'readOnly', 'writeOnly'), fc.oneof(fc.boolean(), jsonValue)),
    fc.tuple(fc.constant('examples'), fc.oneof(fc.array(jsonValue, { maxLength: 2 }), jsonValue)),
    fc.tuple(fc.constant('default'), jsonValue),
    // Left to ajv.
    fc.tuple(fc.constantFrom('pattern', 'format'), fc.constantFrom('^a', 'date', 'email')),
    fc.tuple(fc.constantFrom('uniqueItems', 'nullable'), fc.boolean()),
    fc.tuple(fc.constantFrom('anyOf', 'allOf', 'oneOf', 'prefixItems'), fc.array(sub, { minLength: 1, maxLength: 2 })),
    fc.tuple(fc.constantFrom('not', 'contains', 'propertyNames', 'if', 'then'), sub),
    fc.tuple(fc.constant('$ref'), fc.constantFrom('#', '#/properties/a', '#/$defs/x')),
    fc.tuple(fc.constant('multipleOf'), fc.constantFrom(2, 0.1, 0, -1, '2')),
    fc.tuple(fc.constantFrom('format', 'uniqueItems'), fc.oneof(fc.constantFrom('date', 'no-such-format'), jsonValue)),
    fc.tuple(fc.constantFrom('x-ui', 'x-', 'x-order'), jsonValue),
  );
  return {
    s: fc.oneof(
      { depthSize: 'small', withCrossShrink: true },
      fc.boolean(),
      fc.array(keyword, { maxLength: 4 }).map((ps) => Object.fromEntries(ps)),
    ),
  };
}).s;

export const DIALECTS = [
  undefined,
  'http://json-schema.org/draft-07/schema#',
  'https://json-schema.org/draft/2020-12/schema',
  'https://json-schema.org/draft/2019-09/schema',
  'http://json-schema.org/draft-04/schema#',
  'https://example.com/own',
];
export const rooted = fc.tuple(schema, fc.constantFrom(...DIALECTS)).map(([s, d]) => (d !== undefined && typeof s === 'object' && s !== null ? { $schema: d, ...s } : s));

