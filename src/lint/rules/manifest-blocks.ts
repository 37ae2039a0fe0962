// A FIFO named skill.json: Go's open(2) waits for a writer, so the
// manager's boot stops there for good (the loader here skips it).
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'manifest-blocks',
  tier: 'load',
  severity: 'error',
  loaded(m, report) {
    if (m.outcome.status === 'blocked') report({});
  },
  help: "skill.json is a FIFO: the manager's boot hangs opening it",
  message() {
    return "skill.json is a FIFO: the manager's open() waits for a writer and its boot hangs here; replace it with a regular file";
  },
});
