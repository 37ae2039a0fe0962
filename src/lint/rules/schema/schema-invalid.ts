// A schema its dialect's meta-schema refuses (2020-12 without `$schema`), that ajv cannot compile, or with a pattern
// that does not compile (`run` then refuses to check args). The manager never checks; providers reject it.
import { pointerOf } from '../../../source/pointer.js';
import { defineRule } from '../../rule.js';
import { badPatterns } from '../../../schema/schema-patterns.js';
import { jsonPreview } from '../../../schema/json-preview.js';

export type Args = { detail: string };

export default defineRule<'schema-invalid', Args>({
  id: 'schema-invalid',
  severity: 'error',
  needsSchemaChecker: true,
  manifest(m, report) {
    const s = m.schema();
    if (s) {
      for (const bad of badPatterns(m.subschemas())) {
        const detail = `${bad.keyword} ${jsonPreview(bad.source, 200)} is not a valid regular expression (${bad.reason}), so JSON Schema validators, run's args check among them, cannot compile it`;
        report({ detail }, { pointer: s.pointer + pointerOf(bad.path), offset: bad.offset });
      }
    }
    const issues = m.schemaIssues();
    if (!s || issues === undefined) return;
    for (const issue of issues) report({ detail: issue.detail }, { pointer: s.pointer + issue.pointer });
    if (issues.length > 0 || !/"\$(dynamic)?ref"/.test(m.file.src!.slice(s.node.start, s.node.end))) return;
    const compiled = m.compiledSchema();
    if (compiled && !compiled.ok) report({ detail: compiled.detail }, { pointer: s.pointer });
  },
  why: 'The schema is handed to the model as the tool\'s parameters; one that is not valid JSON Schema makes providers refuse the request, and `run`/`test` cannot check args against it.',
  howto: 'Correct the keyword the message names (the message quotes ajv\'s reason against the $schema dialect, 2020-12 by default).',
  example: '{"schema": {"type": "object", "properties": {"path": {"type": "str"}}}}',
  help: 'not a valid JSON Schema (meta-schema of its $schema dialect, 2020-12 by default), or a regular expression that does not compile',
  message(a) {
    return `not a valid JSON Schema: ${a.detail}; the manager passes it on unchecked, and model providers reject or misread it`;
  },
});
