// A golden test file key its format lacks (`expected` for `expect`): `test` refuses the file rather than check less
// than written, so validate fails too.
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { key: string; in: string; suggestion?: string; keys: readonly string[] };

export default defineRule<'test-unknown-key', Args>({
  id: 'test-unknown-key',
  severity: 'error',
  manifest(m, report) {
    for (const t of m.testFiles()) {
      for (const p of t.parsed?.problems ?? []) if (p.unknownKey) report({ ...p.unknownKey }, { file: t.file, offset: p.offset });
    }
  },
  help: 'a key the test file format does not have (`expected`, `reslt`), with "did you mean": `test` refuses the file',
  message(a) {
    return `${code(a.key)} is not a key of ${a.in}; \`ongrid-skills test\` refuses this test file${a.suggestion ? `. Did you mean ${code(a.suggestion)}?` : ` (the keys are ${a.keys.join(', ')})`}`;
  },
});
