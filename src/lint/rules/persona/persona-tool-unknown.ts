// docs/ecosystems.md#personas: a `tools` name no tool carries is likely a typo, never offered. In `disallowed_tools`
// only a near miss is reported (no match harms nothing); Claude Code's own tool names are never typos.
import { isToolPattern, matchesToolPattern, toolEntries } from '../../../ecosystems/persona-doc.js';
import { isClaudeCodeTool } from '../../../ecosystems/claude-code-tools.js';
import { q, plural } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { closest } from '../../../suggest.js';

export type Args = { name: string; list: 'tools' | 'disallowed_tools'; loaded: number; suggestion?: string };

export default defineRule<'persona-tool-unknown', Args>({
  id: 'persona-tool-unknown',
  severity: 'warning',
  manager: true,
  markdown(m, report) {
    if (m.kind !== 'persona' || !m.decodes) return;
    for (const { list, item, name } of toolEntries(m.doc)) {
      // A `*` the list does not take as a pattern is persona-tool-pattern's.
      if (name === '*' || (name.includes('*') && (list === 'tools' || !isToolPattern(name)))) continue;
      if (isClaudeCodeTool(name)) continue;
      const known = m.tools();
      if ([...known.names].some((n) => matchesToolPattern(name, n))) continue;
      const suggestion = closest(name, [...known.names].sort());
      if (list === 'disallowed_tools' && suggestion === undefined) continue;
      report({ name, list, loaded: known.loaded, suggestion }, m.where(item));
    }
  },
  help: 'tools naming no manager agent tool, built-in or skill loaded in this run; disallowed_tools only for a near miss of one (a name blocking nothing harms nothing); Claude Code\'s own tool names are not reported',
  message(a) {
    const loaded =
      a.loaded === 0
        ? '(this run loaded no skills besides the built-ins: validate the skill folders together with the persona)'
        : `(${plural(a.loaded, 'skill')} loaded in this run besides the built-ins)`;
    const mean = a.suggestion ? ` Did you mean ${q(a.suggestion)}?` : '';
    return a.list === 'tools'
      ? `tools lists ${q(a.name)}, which no loaded skill or built-in tool is called ${loaded}; the persona's agent can never call it.${mean}`
      : `disallowed_tools entry ${q(a.name)} matches no loaded skill or built-in tool ${loaded}; if it is a typo, the tool meant to be blocked is not.${mean}`;
  },
});
