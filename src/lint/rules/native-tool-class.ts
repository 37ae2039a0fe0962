// ecosystem.md 1: tools[].class is read, write or destructive (empty means
// read) and confirmation is `required` or empty. The manager checks
// neither, so a typo quietly changes how the tool is gated.
import { itemsAt, stringAt } from '../../native/md-doc.js';
import { defineRule } from '../rule.js';
import { closest } from '../suggest.js';

const ALLOWED = { class: ['', 'read', 'write', 'destructive'], confirmation: ['', 'required'] } as const;

export default defineRule({
  id: 'native-tool-class',
  severity: 'warning',
  profile: 'ongrid',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.decodes) return;
    for (const tool of itemsAt(m.doc, '/tools')) {
      for (const field of ['class', 'confirmation'] as const) {
        const value = stringAt(m.doc, `${tool}/${field}`);
        if (value === undefined || (ALLOWED[field] as readonly string[]).includes(value)) continue;
        const suggestion = closest(value.toLowerCase(), ALLOWED[field].filter((v) => v !== ''), { safe: 'read', mutating: 'write', dangerous: 'destructive' });
        report({ field, value, tool: stringAt(m.doc, `${tool}/name`), suggestion }, m.where(`${tool}/${field}`));
      }
    }
  },
});
