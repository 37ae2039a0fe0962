// Build check 3 (manager.md 5): only "" fails; blanks pass (see description-blank).
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export default defineRule({
  id: 'description-required',
  severity: 'error',
  manifest(m, report) {
    if (m.fails('description-required')) {
      report({ present: m.field('description') !== undefined }, m.where('description'));
    }
  },
  help: 'no description: rejected',
  message(a) {
    return `${a.present ? `${code('description')} is empty` : `no ${code('description')}`}; the manager rejects the skill (description required); say what the skill does, the model reads it`;
  },
});
