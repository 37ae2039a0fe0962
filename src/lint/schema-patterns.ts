// The regular expressions a schema holds (`pattern` values and
// `patternProperties` keys) that do not compile as ECMA-262 with the `u`
// flag, the dialect JSON Schema names and ajv compiles with: `run` refuses
// to check args against such a schema, and the skill's own check fails too.
import { type BStr, fromBStr } from '../go/bytes.js';
import type { JsonNode } from '../go/gojson.js';
import { walkSchema } from './schema-walk.js';

export interface BadPattern {
  /** Tokens from the schema root to the `pattern` member or the `patternProperties` key. */
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

export function badPatterns(schema: JsonNode): BadPattern[] {
  const found: BadPattern[] = [];
  walkSchema(schema, ({ node, path }) => {
    if (node.kind !== 'object') return;
    for (const m of node.members) {
      if (m.key === 'pattern' && m.value.kind === 'string') {
        const source = fromBStr(m.value.value);
        const reason = compileError(source);
        if (reason !== undefined) found.push({ path: [...path, m.key], offset: m.value.start, keyword: 'pattern', source, reason });
      } else if (m.key === 'patternProperties' && m.value.kind === 'object') {
        for (const p of m.value.members) {
          const source = fromBStr(p.key);
          const reason = compileError(source);
          if (reason !== undefined) found.push({ path: [...path, m.key, p.key], offset: p.keyStart, keyword: 'patternProperties', source, reason });
        }
      }
    }
  });
  return found;
}
