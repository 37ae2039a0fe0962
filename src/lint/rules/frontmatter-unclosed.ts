// ecosystem.md 1: an opening `---` with no closing `---` line (`...` does
// not close it) fails the whole document with the manager's text.
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'frontmatter-unclosed',
  severity: 'error',
  markdown(m, report) {
    const split = m.doc.split;
    if (split.kind === 'error' && split.reason === 'unclosed') report({ manager: split.message }, { at: { line: split.line, column: 1 } });
  },
});
