// ecosystem.md 1: an opening `---` with no closing `---` line (`...` does
// not close it) fails the whole document with the manager's text.
import { defineRule } from '../../rule.js';

export type Args = { manager: string };

export default defineRule<'frontmatter-unclosed', Args>({
  id: 'frontmatter-unclosed',
  severity: 'error',
  markdown(m, report) {
    const split = m.doc.split;
    if (split.kind === 'error' && split.reason === 'unclosed') report({ manager: split.message }, { at: { line: split.line, column: 1 } });
  },
  help: 'frontmatter opened with --- and never closed: the file is refused',
  message(a) {
    return `the frontmatter opens with --- but no later line is exactly --- ("..." does not close it); the manager refuses the file (${a.manager}); add the closing --- line`;
  },
});
