// Build check 3 (manager.md 5): only "" fails; blanks pass (see description-blank).
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'description-required',
  severity: 'error',
  manifest(m, report) {
    if (m.outcome.status === 'build-error' && m.outcome.check === 'description-required') {
      report({ present: m.field('description') !== undefined }, m.where('description'));
    }
  },
});
