// ecosystem.md 1: frontmatter that is not YAML fails with
// `chatruntime: parse PATH frontmatter: yaml: ...`. yaml.v3 stops at its
// first syntax error, so only the first is reported. Also here: what
// yaml.v3 refuses that other YAML readers take (src/native/yaml-v3.ts):
// control characters, an alias to an unknown anchor, a list or mapping
// used as a key. For yaml.v3's most common refusal in real frontmatter,
// a plain value holding `: ` (a description with "Examples: ..."), the
// message says how to write it so every YAML reader takes it.
import { yamlErrorText } from '../../../native/md-doc.js';
import { defineRule } from '../../rule.js';

export type Args = { manager: string };

export default defineRule<'frontmatter-yaml', Args>({
  id: 'frontmatter-yaml',
  severity: 'error',
  markdown(m, report) {
    const first = m.doc.issues.find((i) => i.kind === 'syntax' || i.kind === 'decode');
    if (first) report({ manager: yamlErrorText(m.doc.path, first) }, { at: { line: first.line, column: first.column } });
  },
  help: 'frontmatter that is not YAML: the file is refused',
  message(a) {
    const fix = a.manager.includes('mapping values are not allowed')
      ? 'a plain value holding `: ` must be quoted, or written as a block scalar (`description: |` with the text indented below)'
      : 'fix the YAML';
    return `the frontmatter is not valid YAML; the manager refuses the file (${a.manager}); ${fix}`;
  },
});
