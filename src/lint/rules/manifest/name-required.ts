// Build check 1 (docs/manager.md#build-checks): no name, or an empty one.
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { present: boolean };

export default defineRule<'name-required', Args>({
  id: 'name-required',
  severity: 'error',
  manifest(m, report) {
    if (m.fails('name-required')) {
      report({ present: m.field('name') !== undefined }, m.where('name'));
    }
  },
  why: 'The name is the skill\'s key: in the REST API, in the agent\'s tool list and in the loader\'s duplicate check. Without one the manager logs `build  (PATH): name required` and skips the skill.',
  howto: 'Add `"name": "lower_snake_name"`.',
  example: '{"description": "frees disk space", "entry": "run.sh"}',
  help: 'no name: rejected',
  message(a) {
    return `${a.present ? `${code('name')} is empty` : `no ${code('name')}`}; the manager rejects the skill (name required); add a lower_snake name`;
  },
});
