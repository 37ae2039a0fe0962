// A check of the args that needs no ajv, for the schemas most skills have
// (an object of typed, bounded properties): it answers only "surely valid",
// else nothing, and then ajv checks as before and words the issues. Loading
// ajv, building it and compiling the schema cost a run 20-35 ms; this costs
// well under one.
//
// It is sound, not complete: true only when ajv (allErrors, strict: false,
// validateSchema: false, as args-schema.ts makes it) compiles the schema
// and finds the value valid. So it takes only keywords whose meaning is the
// same in draft-07, 2019-09 and 2020-12, whose values are the types ajv
// requires (anything else may make ajv throw: the schema is unusable), and
// a value it fully understands: any other keyword, an odd keyword value, a
// property named like something on Object.prototype (ajv reads `data[name]`,
// which finds `toString` on any object), a number that is not finite (ajv
// then goes by `x % 1`), or nesting past MAX_DEPTH means "not sure".
// test/runner/args-fast.test.ts holds it to ajv on random schemas and values.
import { charCount } from '../source/chars.js';
/** Deeper than this (schema levels, or levels of an enum value) is left to ajv: no recursion the input controls. */
const MAX_DEPTH = 32;

/** The dialects args-schema.ts picks its ajv class for, by their exact `$schema`. */
const KNOWN_DIALECTS = new Set([
  'http://json-schema.org/draft-07/schema#',
  'http://json-schema.org/draft-07/schema',
  'https://json-schema.org/draft/2019-09/schema',
  'https://json-schema.org/draft/2020-12/schema',
]);

/** Keywords that only annotate: ajv checks nothing for them. */
const ANNOTATIONS = new Set(['title', 'description', 'default', 'examples', '$comment', 'deprecated', 'readOnly', 'writeOnly']);

const TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'integer', 'string']);

type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** A name ajv's `data[name]` would find on any object, or one JSON.parse makes special. */
const onPrototype = (name: string): boolean => name in Object.prototype;

/** True only when ajv surely finds `value` valid under `schema` (a parsed schema: an object or a boolean). */
export function surelyValid(schema: unknown, value: unknown): boolean {
  let body = schema;
  if (isObject(schema) && '$schema' in schema) {
    if (typeof schema.$schema !== 'string' || !KNOWN_DIALECTS.has(schema.$schema)) return false;
    const { $schema: _dialect, ...rest } = schema;
    body = rest;
  }
  // ajv compiles the whole schema whatever the value: every part must be one it takes.
  return known(body, 0) && fits(body, value);
}

/** A keyword: whether ajv takes its argument (`depth`: of the schema it is in), and whether a value passes it. */
interface Keyword {
  arg(a: unknown, depth: number): boolean;
  test(a: unknown, value: unknown, schema: Obj): boolean;
}

/** A schema made only of keywords this knows, with arguments ajv takes, at most MAX_DEPTH deep. */
function known(schema: unknown, depth: number): boolean {
  if (typeof schema === 'boolean') return true;
  if (!isObject(schema) || depth > MAX_DEPTH) return false;
  return Object.keys(schema).every((key) => ANNOTATIONS.has(key) || (Object.hasOwn(KEYWORDS, key) && KEYWORDS[key].arg(schema[key], depth)));
}

/** `value` passes a known schema. */
function fits(schema: unknown, value: unknown): boolean {
  if (typeof schema === 'boolean') return schema;
  const s = schema as Obj;
  return Object.keys(s).every((key) => ANNOTATIONS.has(key) || KEYWORDS[key].test(s[key], value, s));
}

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
const forKind = <T>(kind: (v: unknown) => v is T, arg: Keyword['arg'], test: (a: never, v: T) => boolean): Keyword => ({
  arg,
  test: (a, value) => !kind(value) || test(a as never, value),
});

const isString = (v: unknown): v is string => typeof v === 'string';
const isArray = (v: unknown): v is unknown[] => Array.isArray(v);
const isNumberValue = (v: unknown): v is number => typeof v === 'number';
/** A bound on numbers; a value that is not finite is left to ajv. */
const numeric = (test: (a: number, v: number) => boolean): Keyword =>
  forKind(isNumberValue, isFiniteNumber, (a: number, v: number) => Number.isFinite(v) && test(a, v));
const counted = <T>(kind: (v: unknown) => v is T, test: (a: number, v: T) => boolean): Keyword => forKind(kind, isCount, test);

/** Own keys only, and none a property lookup could confuse. */
const plainKeys = (o: Obj): string[] | undefined => {
  const keys = Object.keys(o);
  return keys.some(onPrototype) ? undefined : keys;
};

const isTypeList = (a: unknown): boolean => {
  const types = typeof a === 'string' ? [a] : a;
  return Array.isArray(types) && types.length > 0 && types.every((t) => typeof t === 'string' && TYPES.has(t));
};

const KEYWORDS: Record<string, Keyword> = {
  type: {
    arg: isTypeList,
    test: (a, value) => !(typeof value === 'number' && !Number.isFinite(value)) && (typeof a === 'string' ? [a] : (a as string[])).some((t) => typeFits(t, value)),
  },
  enum: { arg: (a) => Array.isArray(a) && a.length > 0, test: (a, value) => (a as unknown[]).some((x) => equal(x, value, 0) === true) },
  const: { arg: () => true, test: (a, value) => equal(a, value, 0) === true },
  minLength: counted(isString, (a, v) => charCount(v) >= a),
  maxLength: counted(isString, (a, v) => charCount(v) <= a),
  minimum: numeric((a, v) => v >= a),
  maximum: numeric((a, v) => v <= a),
  exclusiveMinimum: numeric((a, v) => v > a),
  exclusiveMaximum: numeric((a, v) => v < a),
  minItems: counted(isArray, (a, v) => v.length >= a),
  maxItems: counted(isArray, (a, v) => v.length <= a),
  minProperties: counted(isObject, (a, v) => Object.keys(v).length >= a),
  maxProperties: counted(isObject, (a, v) => Object.keys(v).length <= a),
  // One schema for every item (an array of them is draft-07's tuple: left to ajv).
  items: forKind(isArray, (a, depth) => isObject(a) && known(a, depth + 1), (a: Obj, v: unknown[]) => v.every((item) => fits(a, item))),
  required: forKind(
    isObject,
    (a) => Array.isArray(a) && a.every((n) => typeof n === 'string' && !onPrototype(n)),
    (a: string[], v: Obj) => a.every((name) => Object.hasOwn(v, name)),
  ),
  properties: forKind(
    isObject,
    (a, depth) => isObject(a) && plainKeys(a) !== undefined && Object.values(a).every((sub) => known(sub, depth + 1)),
    (a: Obj, v: Obj) => Object.keys(a).every((name) => !Object.hasOwn(v, name) || fits(a[name], v[name])),
  ),
  additionalProperties: {
    arg: (a, depth) => known(a, depth + 1),
    test: (a, value, schema) => {
      if (!isObject(value)) return true;
      const keys = plainKeys(value);
      const props = isObject(schema.properties) ? schema.properties : {};
      return keys !== undefined && keys.every((key) => Object.hasOwn(props, key) || fits(a, value[key]));
    },
  },
};

/** JSON equality as ajv's `equal` sees it; undefined when too deep to tell. */
function equal(a: unknown, b: unknown, depth: number): boolean | undefined {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (depth > MAX_DEPTH) return undefined;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  for (const k of ka) {
    if (!Object.hasOwn(b, k)) return false;
    const e = equal((a as Obj)[k], (b as Obj)[k], depth + 1);
    if (e !== true) return e;
  }
  return true;
}
