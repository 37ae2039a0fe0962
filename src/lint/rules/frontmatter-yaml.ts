// ecosystem.md 1: frontmatter that is not YAML fails with
// `chatruntime: parse PATH frontmatter: yaml: ...`. yaml.v3 stops at its
// first syntax error, so only the first is reported; the wording after the
// line number is the `yaml` package's, not yaml.v3's.
import { yamlErrorText } from '../../native/md-doc.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'frontmatter-yaml',
  severity: 'error',
  markdown(m, report) {
    const first = m.doc.issues.find((i) => i.kind === 'syntax');
    if (first) report({ manager: yamlErrorText(m.doc.path, first) }, { at: { line: first.line, column: first.column } });
  },
});
