// docs/manager.md#build-checks: only "" fails the description check; a description of
// spaces loads, and the model is told nothing about the tool.
import { goTrimSpace } from '../../../go/bytes.js';
import { defineRule } from '../../rule.js';

export type Args = Record<string, never>;

export default defineRule<'description-blank', Args>({
  id: 'description-blank',
  severity: 'warning',
  manifest(m, report) {
    const d = m.manifest.description;
    if (d !== '' && goTrimSpace(d) === '') report({}, m.where('description'));
  },
  help: 'a description of only whitespace: the model is told nothing',
  message() {
    return 'description is only whitespace; the manager accepts it, but the model is told nothing about the tool; say what the skill does';
  },
});
