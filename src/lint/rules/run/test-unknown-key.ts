// A golden test file (tests/*.test.json next to skill.json, docs/commands/test.md)
// with a key its format does not have, such as `expected` for `expect`:
// `test` refuses the whole file rather than run cases that check less
// than the author wrote (exit 2), so validate fails on it too. Found by
// `test`'s own parser.
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
