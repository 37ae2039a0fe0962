// Schema regexes (`pattern`, `patternProperties` keys) that do not compile as ECMA-262 with `u`, as JSON Schema
// names and ajv compiles them: `run` refuses to check args against the schema, and the skill's own check fails too.
import { type BStr, fromBStr } from '../go/bytes.js';
import type { SchemaVisit } from './schema-walk.js';

export interface BadPattern {
  path: Array<BStr | number>;
  /** The byte offset to point at (the value, or the key's opening quote). */
  offset: number;
  keyword: 'pattern' | 'patternProperties';
  source: string;
  reason: string;
}

function compileError(source: string): string | undefined {
  try {
    new RegExp(source, 'u');
    return undefined;
  } catch (e) {
    // "Invalid regular expression: /((/u: Unterminated group" -> "Unterminated group"
    return (e as Error).message.replace(/^Invalid regular expression: \/.*\/u?: /s, '');
  }
}

export type SchemaPattern = Omit<BadPattern, 'reason'>;

/** Every regular expression of the schema: `pattern` values (propertyNames' too) and `patternProperties` keys. */
export function schemaPatterns(subschemas: readonly SchemaVisit[]): SchemaPattern[] {
  const found: SchemaPattern[] = [];
  for (const { node, path } of subschemas) {
    if (node.kind !== 'object') continue;
    for (const m of node.members) {
      if (m.key === 'pattern' && m.value.kind === 'string') {
        found.push({ path: [...path, m.key], offset: m.value.start, keyword: 'pattern', source: fromBStr(m.value.value) });
      } else if (m.key === 'patternProperties' && m.value.kind === 'object') {
        for (const p of m.value.members) found.push({ path: [...path, m.key, p.key], offset: p.keyStart, keyword: 'patternProperties', source: fromBStr(p.key) });
      }
    }
  }
  return found;
}

export function badPatterns(subschemas: readonly SchemaVisit[]): BadPattern[] {
  const found: BadPattern[] = [];
  for (const p of schemaPatterns(subschemas)) {
    const reason = compileError(p.source);
    if (reason !== undefined) found.push({ ...p, reason });
  }
  return found;
}
