// Build check 4 (manager.md 5): no entry.
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'entry-required',
  severity: 'error',
  manifest(m, report) {
    if (m.outcome.status === 'build-error' && m.outcome.check === 'entry-required') {
      report({ present: m.field('entry') !== undefined }, m.where('entry'));
    }
  },
});
