// Args checked against the manifest's schema before a run, which the manager never does
// (docs/manager.md#running-a-skill); ajv loads only when args-fast.ts cannot tell (args-ajv.ts), its formats when used.
import { type BStr, fromBStr } from '../go/bytes.js';
import type { StackOut } from '../schema/nesting.js';
import { surelyValid } from './args-fast.js';

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
  if (surelyValid(schema, value)) return { kind: 'valid' };
  const { ajvCheck } = await import('./args-ajv.js');
  return ajvCheck(schema as Record<string, unknown> | boolean, value, schemaRaw);
}
