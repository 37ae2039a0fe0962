// docs/ecosystems.md#personas: `name`, `description`, `when_to_use`, non-blank, checked once the YAML parses; one
// missing from frontmatter that fails to decode is marked as found beyond that failure.
import { missingFieldText, nodeAt, topString } from '../../../ecosystems/md-doc.js';
import { PERSONA_REQUIRED } from '../../../ecosystems/persona-doc.js';
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { field: 'name' | 'description' | 'when_to_use'; present: boolean; manager: string };

/** What each field holds, for the fix (chatruntime.Agent's comments). */
const WHAT: Record<Args['field'], string> = {
  name: 'the name the coordinator delegates to',
  description: 'one line on what the persona does',
  when_to_use: 'the hint the coordinator reads to decide when to spawn this persona',
};

export default defineRule<'persona-required', Args>({
  id: 'persona-required',
  severity: 'error',
  manager: true,
  markdown(m, report) {
    if (m.kind !== 'persona' || m.doc.split.kind !== 'ok' || !m.parses) return;
    for (const field of PERSONA_REQUIRED) {
      const value = topString(m.doc, field);
      if (value !== undefined && value.trim() !== '') continue;
      // A field of the wrong kind (a list, a map) is frontmatter-type's.
      if (value === undefined && !m.decodes && nodeAt(m.doc, `/${field}`) !== undefined) continue;
      report({ field, present: value !== undefined, manager: missingFieldText(m.doc.path, field) }, m.where(value === undefined ? '' : `/${field}`));
    }
  },
  help: 'a persona without name, description or when_to_use: refused',
  message(a) {
    const what = a.present ? `${code(a.field)} is blank` : `no ${code(a.field)}`;
    return `${what}: the manager refuses the persona (${a.manager}); ${a.present ? 'fill it in' : 'add it to the frontmatter'}: ${WHAT[a.field]}`;
  },
});
