// ecosystem.md 2: `tools` whitelists exact tool names and
// `disallowed_tools` blocks names by pattern. A name no skill in this run
// carries (nor a built-in or agent tool) is most likely a typo: in the
// whitelist the tool is simply never offered, in the block list the tool
// meant to be blocked is not.
import { itemsAt, stringAt } from '../../native/md-doc.js';
import { isToolPattern, matchesToolPattern } from '../../native/persona-doc.js';
import { defineRule } from '../rule.js';
import { closest } from '../suggest.js';

export default defineRule({
  id: 'persona-tool-unknown',
  severity: 'warning',
  markdown(m, report) {
    if (m.kind !== 'persona' || !m.decodes) return;
    for (const list of ['tools', 'disallowed_tools'] as const) {
      for (const item of itemsAt(m.doc, `/${list}`)) {
        const name = stringAt(m.doc, item);
        // A `*` the list does not take as a pattern is persona-tool-pattern's.
        if (name === undefined || name === '*' || (name.includes('*') && (list === 'tools' || !isToolPattern(name)))) continue;
        const known = m.tools();
        if ([...known.names].some((n) => matchesToolPattern(name, n))) continue;
        report({ name, list, loaded: known.loaded, suggestion: closest(name, [...known.names].sort()) }, m.where(item));
      }
    }
  },
});
