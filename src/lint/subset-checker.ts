// Schema checks without ajv where the answer is known: a schema in the subset (schema/schema-subset.ts) is valid by
// both meta-schemas (test/lint/subset-checker.test.ts holds it so); ajv then only checks examples and golden cases.
import { keptHas } from '../source/listings.js';
import { inSubset, isObject } from '../schema/schema-subset.js';
import type { ManifestContext, SchemaFacts } from './rule.js';
import { ownTestFile } from './test-files.js';
import type { SchemaChecker } from '../schema/jsonschema.js';

/** The checker for a manifest whose schema needsAjv() found in the subset. */
export const SUBSET_CHECKER: SchemaChecker = {
  metaIssues: () => [],
  compile: () => {
    throw new Error('internal: a schema compile was asked of the subset checker');
  },
};

function body(value: unknown): unknown {
  if (!isObject(value) || !('$schema' in value)) return value;
  const { $schema: _dialect, ...rest } = value;
  return rest;
}

/** The subset's answer by schema text (skills from one template share it), kept for small texts only. */
const byText = new Map<string, boolean>();
const MAX_TEXTS = 64;
const MAX_FILE = 16 * 1024;

function subsetByText(src: string | undefined, facts: SchemaFacts): boolean {
  if (src === undefined || src.length > MAX_FILE) return inSubset(body(facts.value), true);
  const text = src.slice(facts.node.start, facts.node.end);
  let answer = byText.get(text);
  if (answer === undefined) {
    answer = inSubset(body(facts.value), true);
    if (byText.size >= MAX_TEXTS) byText.clear();
    byText.set(text, answer);
  }
  return answer;
}

/** Whether this manifest needs ajv: a schema outside the subset or its dialects, or an example or case to check. */
export function needsAjv(m: ManifestContext): boolean {
  const facts = m.schema();
  if (facts === undefined || facts.node.kind !== 'object') return true;
  if (facts.dialect !== undefined && facts.dialect !== '2020-12' && facts.dialect !== 'draft-07') return true;
  if (!subsetByText(m.file.src, facts)) return true;
  if (m.ruleOn('example-invalid') && keptHas(m.folder, 'examples') !== false) return true;
  return m.ruleOn('test-args-invalid') && m.testFiles().some((t) => ownTestFile(t, m));
}
