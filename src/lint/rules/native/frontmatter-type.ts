// docs/ecosystems.md#frontmatter: a value the manager's struct cannot hold is a yaml.v3 error failing the document
// (any scalar fits a string). A SKILL.md `tools` of tool names (`allowed-tools` style) is told where it goes.
import { yamlErrorText } from '../../../ecosystems/md-doc.js';
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { manager: string; field: string; into: string; toolNames: boolean };

/** `/metadata/requires/bins/0` -> `metadata.requires.bins[0]`. */
function fieldOf(pointer: string): string {
  let out = '';
  for (const token of pointer.split('/').slice(1)) {
    const t = token.replaceAll('~1', '/').replaceAll('~0', '~');
    out += /^[0-9]+$/.test(t) ? `[${t}]` : (out === '' ? t : `.${t}`);
  }
  return out === '' ? 'the frontmatter' : out;
}

/** What a Go type takes, in the author's words. */
function wants(into: string): string {
  if (into === 'string' || into === 'chatruntime.ToolClass') return 'text (one value, not a list or mapping)';
  if (into === 'int') return 'a whole number';
  if (into === 'bool') return 'true or false';
  if (into === '[]string') return 'a list of strings, e.g. [a, b]';
  if (into.startsWith('[]')) return `a list of mappings (${into})`;
  return `a mapping (${into})`;
}

export default defineRule<'frontmatter-type', Args>({
  id: 'frontmatter-type',
  severity: 'error',
  manager: true,
  markdown(m, report) {
    for (const issue of m.doc.issues) {
      if (issue.kind !== 'type') continue;
      const into = /into (\S+)$/.exec(issue.message)?.[1] ?? '';
      const pointer = issue.pointer ?? '';
      const toolNames = m.kind === 'skill' && pointer.startsWith('/tools') && into.endsWith('chatruntime.ToolDecl');
      report(
        { manager: yamlErrorText(m.doc.path, issue), field: fieldOf(pointer), into, toolNames },
        { pointer: issue.pointer, at: { line: issue.line, column: issue.column } },
      );
    }
  },
  help: "a value of the wrong type for the manager's struct: the file is refused",
  message(a) {
    const base = `a value the manager's struct cannot hold; it refuses the whole file (${a.manager})`;
    if (a.toolNames) {
      return `${base}; ${code('tools')} in SKILL.md declares the skill's own tools (mappings with ${code('name')} and ${code('impl')}); a list of tool names the skill may use goes under ${code('allowed-tools')}, which the manager ignores`;
    }
    return `${base}; ${code(a.field)} takes ${wants(a.into)}`;
  },
});
