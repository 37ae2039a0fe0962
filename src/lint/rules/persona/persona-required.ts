// ecosystem.md 2: a persona needs `name`, `description` and `when_to_use`,
// each non-blank after trimming, or the manager refuses it with
// `chatruntime: PATH: frontmatter missing required field '...'`. A file
// without frontmatter is frontmatter-missing's.
import { missingFieldText, topString } from '../../../native/md-doc.js';
import { PERSONA_REQUIRED } from '../../../native/persona-doc.js';
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { field: 'name' | 'description' | 'when_to_use'; present: boolean; manager: string };

export default defineRule<'persona-required', Args>({
  id: 'persona-required',
  severity: 'error',
  manager: true,
  markdown(m, report) {
    if (m.kind !== 'persona' || m.doc.split.kind !== 'ok' || !m.decodes) return;
    for (const field of PERSONA_REQUIRED) {
      const value = topString(m.doc, field);
      if (value !== undefined && value.trim() !== '') continue;
      report({ field, present: value !== undefined, manager: missingFieldText(m.doc.path, field) }, m.where(value === undefined ? '' : `/${field}`));
    }
  },
  help: 'a persona without name, description or when_to_use: refused',
  message(a) {
    return `${a.present ? `${code(a.field)} is blank` : `no ${code(a.field)}`}: the manager refuses the persona (${a.manager}); add it`;
  },
});
