// Args checked against the manifest's schema before a run. The manager
// never does this (manager.md 6: any JSON value reaches the skill); the
// model is only shown the schema (manager.md 8). ajv is loaded only when a
// schema is there to check and args-fast.ts cannot tell the args valid
// without it, and its formats only when the schema uses one.
import { type BStr, fromBStr } from '../go/bytes.js';
import { RegexBudgetError, boundedRegExp } from '../source/bounded-regexp.js';
import { linearUniqueItems } from '../source/unique-items.js';
import { surelyValid } from './args-fast.js';
import { jsonPreview, jsonPreviewList } from '../source/json-preview.js';
import { type StackOut, isStackOverflow, stackOutCause } from '../source/nesting.js';

export interface SchemaIssue {
  /** JSON pointer into the args ("" is the whole value). */
  pointer: string;
  message: string;
}

export type SchemaCheck =
  | { kind: 'no-schema' }
  | { kind: 'valid' }
  | { kind: 'invalid'; issues: SchemaIssue[] }
  | { kind: 'unusable'; reason: string }
  /** The check could not finish (a schema too deep, or a `$ref` into itself); the manager never checks, so the call goes on. */
  | { kind: 'unchecked'; reason: StackOut };

type AjvClass = typeof import('ajv').default;

async function ajvFor(schema: Record<string, unknown> | boolean): Promise<AjvClass> {
  const draft = typeof schema === 'object' && typeof schema.$schema === 'string' ? schema.$schema : '';
  // The packages are CommonJS with `exports.default`; bundled or not, `.default.default` is the class.
  if (draft.includes('2020-12')) return (await import('ajv/dist/2020.js')).default.default as unknown as AjvClass;
  if (draft.includes('2019-09')) return (await import('ajv/dist/2019.js')).default.default as unknown as AjvClass;
  return (await import('ajv')).default.default;
}

function parseSchema(raw: BStr): { value: unknown } | { error: string } {
  try {
    return { value: JSON.parse(fromBStr(raw)) };
  } catch (e) {
    return { error: (e as Error).message };
  }
}

/** Check `args` (the bytes the skill would read; blank already made `{}`) against `schemaRaw`. */
export async function checkArgsSchema(schemaRaw: BStr | undefined, args: Buffer): Promise<SchemaCheck> {
  if (schemaRaw === undefined) return { kind: 'no-schema' };
  const parsed = parseSchema(schemaRaw);
  if ('error' in parsed) return { kind: 'unusable', reason: `not JSON: ${parsed.error}` };
  const schema = parsed.value;
  if (schema === null) return { kind: 'no-schema' }; // the manager reads null as {}
  if (typeof schema !== 'boolean' && (typeof schema !== 'object' || Array.isArray(schema))) {
    return { kind: 'unusable', reason: 'not a JSON object' };
  }
  const value: unknown = JSON.parse(args.toString('utf8'));
  // Most args of most schemas: valid, known without ajv (args-fast.ts).
  if (surelyValid(schema, value)) return { kind: 'valid' };
  return ajvCheck(schema as Record<string, unknown> | boolean, value, schemaRaw);
}

/** ajv's verdict on `value` (the parsed args) under `schema` (parsed from `schemaRaw`), as a run checks. */
export async function ajvCheck(schema: Record<string, unknown> | boolean, value: unknown, schemaRaw: string): Promise<SchemaCheck> {
  const Ajv = await ajvFor(schema);
  // Whether the schema itself is valid is `validate`'s job; skipping the
  // meta-schema check makes the first compile about five times faster.
  const ajv = new Ajv({ allErrors: true, strict: false, validateSchema: false, code: { regExp: boundedRegExp } });
  linearUniqueItems(ajv);
  if (/"format"\s*:/.test(schemaRaw)) {
    const addFormats = (await import('ajv-formats')).default.default;
    addFormats(ajv);
  }
  let validate;
  try {
    validate = ajv.compile(schema as object);
  } catch (e) {
    // ajv compiles by recursion: a schema nested thousands deep (Go takes
    // 10,000 levels) runs out of stack; it is the check that gives up.
    if (isStackOverflow(e)) return { kind: 'unchecked', reason: stackOutCause(schema) };
    return { kind: 'unusable', reason: (e as Error).message };
  }
  let ok: boolean;
  try {
    ok = validate(value) as boolean;
  } catch (e) {
    if (e instanceof RegexBudgetError) return { kind: 'unusable', reason: `too slow to check: its ${e.message} (nested quantifiers backtrack; the skill's own validation may hang the same way)` };
    // `{"$ref":"#"}` checks the args against itself without end; the manager never checks, and runs it.
    if (isStackOverflow(e)) return { kind: 'unchecked', reason: stackOutCause(schema, { value }) };
    throw e;
  }
  if (ok) return { kind: 'valid' };
  const issues = (validate.errors ?? []).map((err) => ({ pointer: err.instancePath, message: issueMessage(err) }));
  return { kind: 'invalid', issues };
}

/** ajv's message, naming what it leaves out: the extra property, the allowed values (cut short: they come from the skill tree). */
function issueMessage(err: { keyword: string; message?: string; params: Record<string, unknown> }): string {
  const message = err.message ?? err.keyword;
  const p = err.params;
  if (err.keyword === 'additionalProperties' || err.keyword === 'unevaluatedProperties') {
    const key = p.additionalProperty ?? p.unevaluatedProperty;
    return typeof key === 'string' ? `${message}: ${jsonPreview(key)}` : message;
  }
  if (err.keyword === 'enum' && Array.isArray(p.allowedValues)) return `${message}: ${jsonPreviewList(p.allowedValues)}`;
  if (err.keyword === 'const') return `${message}: ${jsonPreview(p.allowedValue)}`;
  return message;
}
