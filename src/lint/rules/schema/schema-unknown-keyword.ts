// A keyword no JSON Schema dialect knows but close to one that does (`require`, `minLenght`): validators and models
// ignore it, so the constraint meant is silently not there.
import { fromBStr } from '../../../go/bytes.js';
import { pointerOf } from '../../../source/pointer.js';
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { closest } from '../../../suggest.js';

export const SCHEMA_KEYWORDS = [
  '$schema', '$id', '$ref', '$anchor', '$dynamicRef', '$dynamicAnchor', '$defs', '$comment', '$vocabulary',
  'definitions', 'type', 'enum', 'const', 'multipleOf', 'maximum', 'exclusiveMaximum', 'minimum',
  'exclusiveMinimum', 'maxLength', 'minLength', 'pattern', 'maxItems', 'minItems', 'uniqueItems',
  'maxContains', 'minContains', 'maxProperties', 'minProperties', 'required', 'dependentRequired',
  'properties', 'patternProperties', 'additionalProperties', 'propertyNames', 'unevaluatedProperties',
  'items', 'prefixItems', 'additionalItems', 'contains', 'unevaluatedItems', 'allOf', 'anyOf', 'oneOf',
  'not', 'if', 'then', 'else', 'dependentSchemas', 'dependencies', 'format', 'contentEncoding',
  'contentMediaType', 'contentSchema', 'title', 'description', 'default', 'deprecated', 'readOnly',
  'writeOnly', 'examples', 'nullable', 'example', 'propertyOrdering',
] as const;

const KNOWN = new Set<string>(SCHEMA_KEYWORDS);

export type Args = { keyword: string; suggestion: string };

export default defineRule<'schema-unknown-keyword', Args>({
  id: 'schema-unknown-keyword',
  severity: 'warning',
  manifest(m, report) {
    const s = m.schema();
    if (s?.node.kind !== 'object') return;
    for (const { node, path } of m.subschemas()) {
      if (node.kind !== 'object') continue;
      for (const member of node.members) {
        const key = fromBStr(member.key);
        if (KNOWN.has(key) || key.startsWith('x-')) continue;
        const suggestion = closest(key, SCHEMA_KEYWORDS);
        if (suggestion) report({ keyword: key, suggestion }, { pointer: pointerOf([s.member.key, ...path, member.key]), offset: member.keyStart });
      }
    }
  },
  help: 'a schema keyword that is a likely typo of a real one',
  message(a) {
    return `${code(a.keyword)} is not a JSON Schema keyword, so validators and models ignore it. Did you mean ${code(a.suggestion)}?`;
  },
});
