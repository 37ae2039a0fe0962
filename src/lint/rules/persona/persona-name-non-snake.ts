// docs/ecosystems.md#personas: a persona name outside ^[a-z0-9][a-z0-9_]*$ is kept as
// it is, with the manager's `name_non_snake` warning (unlike a skill name,
// which is normalised). Info: the persona loads and is found under the
// name as written; dashed names are what Claude Code agents use.
// A dashed lower-case name is not reported: the manager
// keeps it and it works, and renaming it would break it for Claude Code, so
// nobody acts on it. Upper case, spaces and the like are still reported.
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
