// Build check 4 (docs/manager.md#build-checks): no entry.
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { present: boolean };

export default defineRule<'entry-required', Args>({
  id: 'entry-required',
  severity: 'error',
  manifest(m, report) {
    if (m.fails('entry-required')) {
      report({ present: m.field('entry') !== undefined }, m.where('entry'));
    }
  },
  why: 'The entry is the program the manager runs; without it the skill is rejected (`entry required`).',
  howto: 'Add `"entry": "run.sh"` (relative to the skill.json folder, or absolute inside the root).',
  example: '{"name": "disk_cleaner", "description": "d"}',
  help: 'no entry: rejected',
  message(a) {
    return `${a.present ? `${code('entry')} is empty` : `no ${code('entry')}`}; the manager rejects the skill (entry required); point it at the executable, relative to this folder`;
  },
});
