// Not a valid JSON Schema by its dialect's meta-schema (`$schema`: 2020-12
// or draft-07; 2020-12 when absent), or one ajv cannot compile (a `$ref`
// that resolves nowhere). The manager never checks; providers reject it.
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'schema-invalid',
  severity: 'error',
  needsSchemaChecker: true,
  manifest(m, report) {
    const s = m.schema();
    const issues = m.schemaIssues();
    if (!s || issues === undefined) return;
    for (const issue of issues) report({ detail: issue.detail }, { pointer: s.pointer + issue.pointer });
    if (issues.length > 0 || !/"\$(dynamic)?ref"/.test(m.file.src!.slice(s.node.start, s.node.end))) return;
    const compiled = m.compiledSchema();
    if (compiled && !compiled.ok) report({ detail: compiled.detail }, { pointer: s.pointer });
  },
});
