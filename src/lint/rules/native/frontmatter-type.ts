// ecosystem.md 1: a value the manager's struct cannot hold (a list where a
// string goes, text where a number goes) is a yaml.v3 unmarshal error and
// fails the whole document. Any scalar fits a string field (`version: 1.0`
// stays "1.0"); null leaves the field empty.
import { yamlErrorText } from '../../../native/md-doc.js';
import { defineRule } from '../../rule.js';

export type Args = { manager: string };

export default defineRule<'frontmatter-type', Args>({
  id: 'frontmatter-type',
  severity: 'error',
  manager: true,
  markdown(m, report) {
    for (const issue of m.doc.issues) {
      if (issue.kind !== 'type') continue;
      report({ manager: yamlErrorText(m.doc.path, issue) }, { pointer: issue.pointer, at: { line: issue.line, column: issue.column } });
    }
  },
  help: "a value of the wrong type for the manager's struct: the file is refused",
  message(a) {
    return `a value the manager's struct cannot hold; it refuses the whole file (${a.manager}); give the field the type it takes`;
  },
});
