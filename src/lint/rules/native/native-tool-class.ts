// docs/ecosystems.md#native-skills: tools[].class is read, write or destructive (empty: read), confirmation `required`
// or empty; the manager checks neither, so a typo quietly changes how the tool is gated.
import { itemsAt, stringAt } from '../../../ecosystems/md-doc.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { closest } from '../../../suggest.js';

const ALLOWED = { class: ['', 'read', 'write', 'destructive'], confirmation: ['', 'required'] } as const;

export type Args = { field: 'class' | 'confirmation'; value: string; tool?: string; suggestion?: string };

export default defineRule<'native-tool-class', Args>({
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
  help: 'tools[].class or confirmation outside the documented values',
  message(a) {
    const tool = a.tool ? `tool ${q(a.tool)}: ` : '';
    const allowed = a.field === 'class' ? 'read, write or destructive (empty means read)' : '"required" or empty';
    return `${tool}${a.field} ${q(a.value)} is not ${allowed}; the manager does not check it, so the tool is not gated the way it says${a.suggestion ? `. Did you mean ${q(a.suggestion)}?` : ''}`;
  },
});
