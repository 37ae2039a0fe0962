// ajv's half of the args check (args-schema.ts), loaded only when a schema is there and args-fast.ts cannot tell the
// args valid, so a run without one initialises none of it (nor the bounded regexps and their worker).
import { RegexBudgetError, boundedRegExp } from '../schema/bounded-regexp.js';
import { linearUniqueItems } from '../schema/unique-items.js';
import { jsonPreview, jsonPreviewList } from '../schema/json-preview.js';
import { isStackOverflow, stackOutCause } from '../schema/nesting.js';
import type { SchemaCheck } from './args-schema.js';

type AjvClass = typeof import('ajv').default;

async function ajvFor(schema: Record<string, unknown> | boolean): Promise<AjvClass> {
  const draft = typeof schema === 'object' && typeof schema.$schema === 'string' ? schema.$schema : '';
  // The packages are CommonJS with `exports.default`; bundled or not, `.default.default` is the class.
  if (draft.includes('2020-12')) return (await import('ajv/dist/2020.js')).default.default as unknown as AjvClass;
  if (draft.includes('2019-09')) return (await import('ajv/dist/2019.js')).default.default as unknown as AjvClass;
  return (await import('ajv')).default.default;
}

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
    if (e instanceof RegexBudgetError) return { kind: 'unusable', reason: `too slow to check: its ${e.message} (the pattern backtracks; the skill's own validation may hang the same way)` };
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
