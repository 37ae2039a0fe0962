// JSON Schema checks with ajv: a manifest schema against its dialect's meta-schema (2020-12 when absent), and example
// args against it. Imported lazily, so only `validate` loads ajv.
import type { ErrorObject } from 'ajv';
import { RegexBudgetError, boundedRegExp } from './bounded-regexp.js';
import { linearUniqueItems } from './unique-items.js';
import { type StackOut, isStackOverflow, stackOutCause } from './nesting.js';
import { jsonPreview, jsonPreviewList } from './json-preview.js';

export type Dialect = '2020-12' | 'draft-07';

const DIALECTS: Array<[RegExp, Dialect]> = [
  [/^https?:\/\/json-schema\.org\/draft\/2020-12\/schema#?$/, '2020-12'],
  [/^https?:\/\/json-schema\.org\/draft-07\/schema#?$/, 'draft-07'],
];

export function dialectOf(uri: unknown): Dialect | 'unknown' | undefined {
  if (uri === undefined) return undefined;
  if (typeof uri !== 'string') return 'unknown';
  return DIALECTS.find(([re]) => re.test(uri))?.[1] ?? 'unknown';
}

export interface SchemaIssue {
  pointer: string;
  detail: string;
  /** Not a mismatch: the check gave up (a pattern over its time budget). */
  unchecked?: true;
}

export type Compiled = { ok: true; validate(data: unknown): SchemaIssue[] } | { ok: false; detail: string };

export interface SchemaChecker {
  /** `text`: the schema's source, when known (equal texts share an answer); `schema` as a function is made only if needed. */
  metaIssues(schema: object | (() => object), dialect: Dialect, text?: string): SchemaIssue[];
  compile(schema: object, dialect: Dialect): Compiled;
}

type AjvLike = {
  validateSchema(schema: object): boolean | Promise<unknown>;
  errors?: ErrorObject[] | null;
  compile(schema: object): ((data: unknown) => boolean) & { errors?: ErrorObject[] | null };
  removeSchema(schema: object): unknown;
  removeKeyword(keyword: string): unknown;
  addKeyword(def: never): unknown;
};

const unwrap = <T>(mod: unknown): T => ((mod as { default?: unknown }).default as { default?: T }).default ?? ((mod as { default: T }).default);

let checker: Promise<SchemaChecker> | undefined;

export function loadSchemaChecker(): Promise<SchemaChecker> {
  checker ??= (async () => {
    const [m2020, m07, mFormats] = await Promise.all([import('ajv/dist/2020.js'), import('ajv'), import('ajv-formats')]);
    const options = { strict: false, allErrors: true, logger: false as const, validateFormats: true, code: { regExp: boundedRegExp } };
    const addFormats = unwrap<(ajv: unknown) => unknown>(mFormats);
    const make = (Ctor: new (o: object) => AjvLike): AjvLike => {
      const ajv = new Ctor(options);
      addFormats(ajv);
      linearUniqueItems(ajv);
      return ajv;
    };
    // Each dialect's instance is made when a schema of it first comes: 2020-12 trees never pay for draft-07.
    const ctors: Record<Dialect, new (o: object) => AjvLike> = { '2020-12': unwrap(m2020), 'draft-07': unwrap(m07) };
    return new AjvChecker((dialect) => make(ctors[dialect]));
  })();
  return checker;
}

/** Meta-schema answers kept for small schema texts (many skills share one, `{"type":"object"}` above all). */
const META_CACHE_ENTRIES = 512;
const META_CACHE_TEXT = 16 * 1024;

class AjvChecker implements SchemaChecker {
  private readonly metaCache = new Map<string, readonly SchemaIssue[]>();

  private readonly instances = new Map<Dialect, AjvLike>();

  constructor(private readonly make: (dialect: Dialect) => AjvLike) {}

  private ajv(dialect: Dialect): AjvLike {
    let ajv = this.instances.get(dialect);
    if (ajv === undefined) this.instances.set(dialect, (ajv = this.make(dialect)));
    return ajv;
  }

  metaIssues(schema: object | (() => object), dialect: Dialect, text?: string): SchemaIssue[] {
    const key = text !== undefined && text.length <= META_CACHE_TEXT ? dialect + '\0' + text : undefined;
    const known = key === undefined ? undefined : this.metaCache.get(key);
    if (known) return [...known];
    const found = this.checkMeta(typeof schema === 'function' ? schema() : schema, dialect);
    if (key !== undefined) {
      if (this.metaCache.size >= META_CACHE_ENTRIES) this.metaCache.clear();
      this.metaCache.set(key, found);
    }
    return [...found];
  }

  private checkMeta(schema: object, dialect: Dialect): SchemaIssue[] {
    const ajv = this.ajv(dialect);
    if (deepened(schema, () => ajv.validateSchema(withoutDialect(schema))) === true) return [];
    return issues(ajv.errors ?? []);
  }

  compile(schema: object, dialect: Dialect): Compiled {
    const ajv = this.ajv(dialect);
    const plain = withoutDialect(schema);
    let fn: ReturnType<AjvLike['compile']>;
    try {
      fn = deepened(schema, () => ajv.compile(plain));
    } catch (e) {
      if (e instanceof TooDeepToCheck) throw e;
      return { ok: false, detail: e instanceof Error ? e.message : String(e) };
    } finally {
      // Each manifest is its own document: a `$id` must not leak into the next one.
      ajv.removeSchema(plain);
    }
    return { ok: true, validate: (data) => checkBounded(schema, fn, data) };
  }
}

function checkBounded(schema: object, fn: ReturnType<AjvLike['compile']>, data: unknown): SchemaIssue[] {
  try {
    return deepened(schema, () => fn(data), { value: data }) ? [] : issues(fn.errors ?? []);
  } catch (e) {
    if (e instanceof RegexBudgetError) return [{ pointer: '', detail: e.message, unchecked: true }];
    throw e;
  }
}

/** ajv recurses, so a schema thousands deep (Go takes 10,000 levels) runs out of stack: the check gives up on that
 * schema with this, never on the report. */
export class TooDeepToCheck extends Error {}

function deepened<T>(schema: object, step: () => T, value?: { value: unknown }): T {
  try {
    return step();
  } catch (e) {
    if (!isStackOverflow(e)) throw e;
    throw new TooDeepToCheck(tooDeepText(stackOutCause(schema, value)));
  }
}

function tooDeepText(out: StackOut): string {
  const checker = 'the JSON Schema checker (ajv)';
  if (out.cause === 'schema') return `its schema, nested ${out.depth} deep, exceeds what ${checker} can follow`;
  if (out.cause === 'value') return `a value checked against its schema (an example, or a test case's args), nested ${out.depth} deep, exceeds what ${checker} can follow`;
  return `its schema refers back to itself without going into the value (like {"$ref":"#"}), so ${checker} checks a value against it without end`;
}

/** The instance already knows its dialect; a `$schema` spelled another way must not send ajv looking for it. */
function withoutDialect(schema: object): object {
  if (!('$schema' in schema)) return schema;
  const { $schema: _, ...rest } = schema as Record<string, unknown>;
  return rest;
}

const GENERIC = new Set(['anyOf', 'oneOf', 'if', 'not', 'allOf', '$ref', '$dynamicRef']);

/** One issue per place: the most specific of ajv's errors there, generic ones only when alone. */
function issues(errors: ErrorObject[]): SchemaIssue[] {
  const byPath = new Map<string, ErrorObject>();
  for (const e of errors) {
    const at = e.instancePath;
    const seen = byPath.get(at);
    if (!seen || (GENERIC.has(seen.keyword) && !GENERIC.has(e.keyword))) byPath.set(at, e);
  }
  const paths = [...byPath.keys()];
  const out: SchemaIssue[] = [];
  for (const [path, e] of byPath) {
    // A generic error above a specific one says less than the one below it.
    if (GENERIC.has(e.keyword) && paths.some((p) => p !== path && p.startsWith(path + '/'))) continue;
    out.push({ pointer: path, detail: detail(e) });
  }
  return out;
}

function detail(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  // Name what the message is about: the last step of the path to it.
  const last = e.instancePath.split('/').pop()!.replaceAll('~1', '/').replaceAll('~0', '~');
  const message = (e.instancePath === '' ? '' : `${/^\d+$/.test(last) ? `item ${last}` : `\`${last}\``} `) + (e.message ?? e.keyword);
  if (e.keyword === 'enum' && Array.isArray(p.allowedValues)) return `${message}: ${jsonPreviewList(p.allowedValues)}`;
  if (e.keyword === 'additionalProperties') return `${message}: ${jsonPreview(p.additionalProperty)}`;
  if (e.keyword === 'unevaluatedProperties') return `${message}: ${jsonPreview(p.unevaluatedProperty)}`;
  if (e.keyword === 'const') return `${message}: ${jsonPreview(p.allowedValue)}`;
  return message;
}
