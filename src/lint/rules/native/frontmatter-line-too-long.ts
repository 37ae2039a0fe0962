// docs/ecosystems.md#frontmatter: the manager reads the file with bufio.Scanner, whose
// lines stop at 1 MiB: a longer line anywhere fails the document.
import { defineRule } from '../../rule.js';

export type Args = { manager: string };

export default defineRule<'frontmatter-line-too-long', Args>({
  id: 'frontmatter-line-too-long',
  severity: 'error',
  manager: true,
  markdown(m, report) {
    const split = m.doc.split;
    if (split.kind === 'error' && split.reason === 'too-long') report({ manager: split.message }, { at: { line: split.line, column: 1 } });
  },
  help: "a line over 1 MiB: the manager's line reader fails",
  message(a) {
    return `a line longer than 1 MiB: the manager's line reader gives up (${a.manager}) and refuses the file; break the line`;
  },
});
