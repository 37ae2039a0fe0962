// Build check 3 (docs/manager.md#build-checks): only "" fails; blanks pass (see description-blank).
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { present: boolean };

export default defineRule<'description-required', Args>({
  id: 'description-required',
  severity: 'error',
  manifest(m, report) {
    if (m.fails('description-required')) {
      report({ present: m.field('description') !== undefined }, m.where('description'));
    }
  },
  why: 'The description is what the model and the REST API show; the manager rejects a manifest without one (`description required`). Only the empty string fails; spaces pass (see description-blank).',
  howto: 'Add `"description": "one line on what the skill does"`.',
  example: '{"name": "disk_cleaner", "entry": "run.sh"}',
  help: 'no description: rejected',
  message(a) {
    return `${a.present ? `${code('description')} is empty` : `no ${code('description')}`}; the manager rejects the skill (description required); say what the skill does, the model reads it`;
  },
});
