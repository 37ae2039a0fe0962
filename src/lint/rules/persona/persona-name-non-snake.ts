// docs/ecosystems.md#personas: a non-snake_case persona name is kept as written with `name_non_snake` (info). A
// dashed lower-case name is not reported: it works, and Claude Code agents need it so.
import { topString } from '../../../ecosystems/md-doc.js';
import { DASHED_NAME, SNAKE_NAME } from '../../../ecosystems/native-skill.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { name: string };

export default defineRule<'persona-name-non-snake', Args>({
  id: 'persona-name-non-snake',
  severity: 'info',
  manager: true,
  markdown(m, report) {
    if (m.kind !== 'persona' || !m.decodes) return;
    const name = topString(m.doc, 'name');
    if (name !== undefined && name.trim() !== '' && !SNAKE_NAME.test(name) && !DASHED_NAME.test(name)) report({ name }, m.where('/name'));
  },
  help: 'a persona name that is neither snake_case nor dashed lower case (kept as written, with the manager\'s warning; info: it works)',
  message(a) {
    return `persona name ${q(a.name)} is not snake_case; the manager keeps it as it is, with its name_non_snake warning; write it in lower_snake case`;
  },
});
