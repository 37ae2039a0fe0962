// docs/ecosystems.md#frontmatter: yaml.v3 refuses a repeated mapping key (`mapping key "name" already defined at
// line M`) and the document fails; other YAML readers keep the last value without a word.
import { yamlErrorText } from '../../../ecosystems/md-doc.js';
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { key: string; manager: string };

export default defineRule<'frontmatter-duplicate-key', Args>({
  id: 'frontmatter-duplicate-key',
  severity: 'error',
  manager: true,
  markdown(m, report) {
    for (const issue of m.doc.issues) {
      if (issue.kind !== 'duplicate') continue;
      report({ key: issue.key!, manager: yamlErrorText(m.doc.path, issue) }, { pointer: issue.pointer, at: { line: issue.line, column: issue.column } });
    }
  },
  help: "a key repeated in one mapping: yaml.v3 refuses the file",
  message(a) {
    return `${code(a.key)} is given twice in one mapping: the manager's YAML decoder refuses the whole file (${a.manager}), where most other readers keep the last value silently; remove one`;
  },
});
