// Build check 1 (manager.md 5): no name, or an empty one.
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'name-required',
  severity: 'error',
  manifest(m, report) {
    if (m.outcome.status === 'build-error' && m.outcome.check === 'name-required') {
      report({ present: m.field('name') !== undefined }, m.where('name'));
    }
  },
});
