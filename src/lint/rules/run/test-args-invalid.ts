// A golden test case (docs/commands/test.md) whose args the schema refuses: `test` fails it before the skill starts.
// Checked with example-invalid's compiled schema, at the position inside the args.
import { fromBStr } from '../../../go/bytes.js';
import { pointerOffset } from '../../../source/pointer.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { toJsValue } from '../../../schema/schema-walk.js';
import { caseArgs, ownTestFile } from '../../test-files.js';

export type Args = { case: string; detail: string; unchecked?: boolean };

export default defineRule<'test-args-invalid', Args>({
  id: 'test-args-invalid',
  severity: 'warning',
  needsSchemaChecker: true,
  manifest(m, report) {
    if (!m.schema()) return;
    const files = m.testFiles().filter((t) => ownTestFile(t, m));
    if (files.length === 0) return;
    const compiled = m.compiledSchema();
    if (!compiled?.ok) return;
    for (const t of files) {
      for (const c of t.parsed!.cases) {
        const args = caseArgs(t, c);
        if (!args || !('node' in args)) continue;
        for (const issue of compiled.validate(toJsValue(args.node, fromBStr))) {
          report({ case: c.name, detail: issue.detail, unchecked: issue.unchecked === true }, { file: args.file, offset: pointerOffset(args.node, issue.pointer) });
        }
      }
    }
  },
  help: 'a case whose args (inline or its `args_file`) the skill\'s schema refuses: `test` fails it before the skill starts, whatever it expects',
  message(a) {
    if (a.unchecked) return `the args of case ${q(a.case)} cannot be checked against the skill's schema: its ${a.detail}; \`ongrid-skills test\` refuses the case the same way`;
    return `the args of case ${q(a.case)} do not match the skill's schema: ${a.detail}; \`ongrid-skills test\` checks them like \`run\` and fails the case before the skill starts`;
  },
});
