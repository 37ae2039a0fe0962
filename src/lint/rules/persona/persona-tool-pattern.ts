// docs/ecosystems.md#personas: `tools` takes exact names; `disallowed_tools` an exact name, `*suffix`, `prefix*` or
// `*`. Anything else with a `*` is compared as a name, so it matches nothing.
import { isToolPattern, toolEntries } from '../../../ecosystems/persona-doc.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { pattern: string; list: 'tools' | 'disallowed_tools' };

export default defineRule<'persona-tool-pattern', Args>({
  id: 'persona-tool-pattern',
  severity: 'warning',
  manager: true,
  markdown(m, report) {
    if (m.kind !== 'persona' || !m.decodes) return;
    for (const { list, item, name: pattern } of toolEntries(m.doc)) {
      if (!pattern.includes('*')) continue;
      if (list === 'tools' || !isToolPattern(pattern)) report({ pattern, list }, m.where(item));
    }
  },
  help: 'a * the tool lists do not take as a pattern',
  message(a) {
    return a.list === 'tools'
      ? `tools takes exact names, so ${q(a.pattern)} only allows a tool with that literal name; list the names, or leave tools empty to allow all and block with disallowed_tools`
      : `disallowed_tools takes an exact name, "*suffix", "prefix*" or "*"; ${q(a.pattern)} is none of these and is compared as a literal name`;
  },
});
