// Build check 1 (manager.md 5): no name, or an empty one.
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export default defineRule({
  id: 'name-required',
  severity: 'error',
  manifest(m, report) {
    if (m.fails('name-required')) {
      report({ present: m.field('name') !== undefined }, m.where('name'));
    }
  },
  help: 'no name: rejected',
  message(a) {
    return `${a.present ? `${code('name')} is empty` : `no ${code('name')}`}; the manager rejects the skill (name required); add a lower_snake name`;
  },
});
