// ecosystem.md 2: `tools` takes exact names only, and `disallowed_tools`
// entries are an exact name, `*suffix`, `prefix*` or `*`. Anything else
// with a `*` is compared as an exact name, so it matches nothing.
import { itemsAt, stringAt } from '../../native/md-doc.js';
import { isToolPattern } from '../../native/persona-doc.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'persona-tool-pattern',
  severity: 'warning',
  manager: true,
  markdown(m, report) {
    if (m.kind !== 'persona' || !m.decodes) return;
    for (const list of ['tools', 'disallowed_tools'] as const) {
      for (const item of itemsAt(m.doc, `/${list}`)) {
        const pattern = stringAt(m.doc, item);
        if (pattern === undefined || !pattern.includes('*')) continue;
        if (list === 'tools' || !isToolPattern(pattern)) report({ pattern, list }, m.where(item));
      }
    }
  },
});
