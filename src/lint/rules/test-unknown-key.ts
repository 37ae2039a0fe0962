// A golden test file (tests/*.test.json next to skill.json, README "test")
// with a key its format does not have, such as `expected` for `expect`:
// `test` refuses the whole file rather than run cases that check less
// than the author wrote. Found by `test`'s own parser.
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'test-unknown-key',
  severity: 'warning',
  manifest(m, report) {
    for (const t of m.testFiles()) {
      for (const p of t.parsed?.problems ?? []) if (p.unknownKey) report({ ...p.unknownKey }, { file: t.file, offset: p.offset });
    }
  },
});
