// The plain schemas most skills have, told apart without ajv so `run` (args-fast.ts) and `validate`
// (subset-checker.ts) skip loading it; in the subset means only "sure". What and why: docs/internals.md#the-schema-subset.
export const MAX_DEPTH = 32;
/** An enum longer than this is left to ajv (its values are compared pairwise for uniqueness). */
const MAX_ENUM = 64;

export const TYPES = new Set(['null', 'boolean', 'object', 'array', 'number', 'integer', 'string']);

export type Obj = Record<string, unknown>;

export const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
export const isCount = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0;
export const isFiniteNumber = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
/** A name ajv's `data[name]` would find on any object, or one JSON.parse makes special. */
export const onPrototype = (name: string): boolean => name in Object.prototype;

const isString = (v: unknown): boolean => typeof v === 'string';
const isBoolean = (v: unknown): boolean => typeof v === 'boolean';
const any = (): boolean => true;

/** Annotations, by the type every meta-schema gives them (draft-07 knows no `deprecated` or `writeOnly`: any value passes it). */
export const ANNOTATIONS: Record<string, (a: unknown) => boolean> = {
  title: isString,
  description: isString,
  $comment: isString,
  default: any,
  examples: Array.isArray,
  deprecated: isBoolean,
  readOnly: isBoolean,
  writeOnly: isBoolean,
};

/** JSON equality as ajv's `equal` sees it; undefined when too deep to tell. */
export function equal(a: unknown, b: unknown, depth = 0): boolean | undefined {
  if (a === b) return true;
  // A number past float64 (`1e400`) parses as Infinity, which the meta-schema check sees as null: unsure, ajv decides.
  if ((typeof a === 'number' && !Number.isFinite(a)) || (typeof b === 'number' && !Number.isFinite(b))) return undefined;
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

/** Surely no two items equal (false when unsure). */
function distinct(items: readonly unknown[]): boolean {
  if (items.length > MAX_ENUM) return false;
  for (let i = 0; i < items.length; i++) {
    for (let j = i + 1; j < items.length; j++) if (equal(items[i], items[j]) !== false) return false;
  }
  return true;
}

const typeNames = (a: unknown): boolean => {
  if (typeof a === 'string') return TYPES.has(a);
  return Array.isArray(a) && a.length > 0 && a.every((t) => typeof t === 'string' && TYPES.has(t)) && new Set(a).size === a.length;
};

/** Own keys only, and none a property lookup could confuse. */
export const plainKeys = (o: Obj): string[] | undefined => {
  const keys = Object.keys(o);
  return keys.some(onPrototype) ? undefined : keys;
};

/** Keywords in the subset for a meta-schema check alone, by their meta-schema types. */
const META_ONLY: Record<string, (a: unknown) => boolean> = {
  format: isString,
  uniqueItems: isBoolean,
  multipleOf: (a) => isFiniteNumber(a) && a > 0,
};

/** Each keyword of the subset: whether it takes this argument (`depth`: of the schema the keyword is in). */
export const SUBSET_ARGS: Record<string, (a: unknown, depth: number, meta: boolean) => boolean> = {
  type: typeNames,
  enum: (a) => Array.isArray(a) && a.length > 0 && distinct(a),
  const: any,
  minLength: isCount,
  maxLength: isCount,
  minItems: isCount,
  maxItems: isCount,
  minProperties: isCount,
  maxProperties: isCount,
  minimum: isFiniteNumber,
  maximum: isFiniteNumber,
  exclusiveMinimum: isFiniteNumber,
  exclusiveMaximum: isFiniteNumber,
  // One schema for every item (an array of them is draft-07's tuple, and invalid in 2020-12).
  items: (a, depth, meta) => isObject(a) && inSubset(a, meta, depth + 1),
  required: (a) => Array.isArray(a) && a.every((n) => typeof n === 'string' && !onPrototype(n)) && new Set(a).size === a.length,
  properties: (a, depth, meta) => isObject(a) && plainKeys(a) !== undefined && Object.values(a).every((sub) => inSubset(sub, meta, depth + 1)),
  additionalProperties: (a, depth, meta) => inSubset(a, meta, depth + 1),
};

/** `schema` (below its root `$schema`, which the caller judges) is in the subset; `meta`: for a meta-schema check alone. */
export function inSubset(schema: unknown, meta = false, depth = 0): boolean {
  if (typeof schema === 'boolean') return true;
  if (!isObject(schema) || depth > MAX_DEPTH) return false;
  for (const key of Object.keys(schema)) {
    const a = schema[key];
    if (key.startsWith('x-')) continue;
    if (Object.hasOwn(ANNOTATIONS, key)) {
      if (!ANNOTATIONS[key](a)) return false;
    } else if (Object.hasOwn(SUBSET_ARGS, key)) {
      if (!SUBSET_ARGS[key](a, depth, meta)) return false;
    } else if (!(meta && Object.hasOwn(META_ONLY, key) && META_ONLY[key](a))) {
      return false;
    }
  }
  return true;
}
