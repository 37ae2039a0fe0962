// Args checked without ajv for the schemas most skills have: it answers only "surely valid", else ajv checks and
// words the issues (docs/architecture.md#why-it-is-fast-where-it-is). Sound, not complete:
// docs/internals.md#args-checked-without-ajv says what it must hold to; test/runner/args-fast.test.ts holds it to ajv.
import { charCount } from '../source/chars.js';
import { type Obj, SUBSET_ARGS, equal, inSubset, isFiniteNumber, isObject, plainKeys } from '../schema/schema-subset.js';

/** The dialects args-schema.ts picks its ajv class for, by their exact `$schema`. */
const KNOWN_DIALECTS = new Set([
  'http://json-schema.org/draft-07/schema#',
  'http://json-schema.org/draft-07/schema',
  'https://json-schema.org/draft/2019-09/schema',
  'https://json-schema.org/draft/2020-12/schema',
]);

/** True only when ajv surely finds `value` valid under `schema` (a parsed schema: an object or a boolean). */
export function surelyValid(schema: unknown, value: unknown): boolean {
  let body = schema;
  if (isObject(schema) && '$schema' in schema) {
    if (typeof schema.$schema !== 'string' || !KNOWN_DIALECTS.has(schema.$schema)) return false;
    const { $schema: _dialect, ...rest } = schema;
    body = rest;
  }
  // ajv compiles the whole schema whatever the value: every part must be one it takes.
  return inSubset(body) && fits(body, value);
}

function fits(schema: unknown, value: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  const s = schema as Obj;
  return Object.keys(s).every((key) => !Object.hasOwn(TESTS, key) || TESTS[key](s[key], value, s));
}

type Test = (a: unknown, value: unknown, schema: Obj) => boolean;

function typeFits(type: string, value: unknown): boolean {
  switch (type) {
    case 'null':
      return value === null;
    case 'object':
      return isObject(value);
    case 'array':
      return Array.isArray(value);
    case 'number':
      return isFiniteNumber(value);
    case 'integer':
      return isFiniteNumber(value) && Number.isInteger(value);
    default:
      return typeof value === type;
  }
}

/** A keyword for one kind of value: values of other kinds pass it, as in JSON Schema. */
const forKind =
  <T>(kind: (v: unknown) => v is T, test: (a: never, v: T) => boolean): Test =>
  (a, value) =>
    !kind(value) || test(a as never, value);

const isString = (v: unknown): v is string => typeof v === 'string';
const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
const isNumberValue = (v: unknown): v is number => typeof v === 'number';
/** A bound on numbers; a value that is not finite is left to ajv. */
const numeric = (test: (a: number, v: number) => boolean): Test => forKind(isNumberValue, (a: number, v: number) => Number.isFinite(v) && test(a, v));

/** What a value must be to pass each keyword of the subset (annotations ask nothing). */
export const TESTS: Record<keyof typeof SUBSET_ARGS, Test> = {
  type: (a, value) => !(typeof value === 'number' && !Number.isFinite(value)) && (typeof a === 'string' ? [a] : (a as string[])).some((t) => typeFits(t, value)),
  enum: (a, value) => (a as unknown[]).some((x) => equal(x, value) === true),
  const: (a, value) => equal(a, value) === true,
  minLength: forKind(isString, (a: number, v) => charCount(v) >= a),
  maxLength: forKind(isString, (a: number, v) => charCount(v) <= a),
  minimum: numeric((a, v) => v >= a),
  maximum: numeric((a, v) => v <= a),
  exclusiveMinimum: numeric((a, v) => v > a),
  exclusiveMaximum: numeric((a, v) => v < a),
  minItems: forKind(isArray, (a: number, v) => v.length >= a),
  maxItems: forKind(isArray, (a: number, v) => v.length <= a),
  minProperties: forKind(isObject, (a: number, v) => Object.keys(v).length >= a),
  maxProperties: forKind(isObject, (a: number, v) => Object.keys(v).length <= a),
  items: forKind(isArray, (a: Obj, v) => v.every((item) => fits(a, item))),
  required: forKind(isObject, (a: string[], v) => a.every((name) => Object.hasOwn(v, name))),
  properties: forKind(isObject, (a: Obj, v) => Object.keys(a).every((name) => !Object.hasOwn(v, name) || fits(a[name], v[name]))),
  additionalProperties: (a, value, schema) => {
    if (!isObject(value)) return true;
    const keys = plainKeys(value);
    const props = isObject(schema.properties) ? schema.properties : {};
    return keys !== undefined && keys.every((key) => Object.hasOwn(props, key) || fits(a, value[key]));
  },
};
