// docs/ecosystems.md#personas: permission_mode values; the manager neither checks nor enforces them, but
// `run --persona` gates on them, so any other value is an error here.
import { PERMISSION_MODES } from '../../../ecosystems/permission-modes.js';
import { topString } from '../../../ecosystems/md-doc.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { closest } from '../../../suggest.js';

export type Args = { value: string; suggestion?: string };

export default defineRule<'persona-permission-mode', Args>({
  id: 'persona-permission-mode',
  severity: 'warning',
  manager: true,
  markdown(m, report) {
    if (m.kind !== 'persona' || !m.decodes) return;
    const value = topString(m.doc, 'permission_mode');
    if (value === undefined || value === '' || (PERMISSION_MODES as readonly string[]).includes(value)) return;
    report({ value, suggestion: closest(value, PERMISSION_MODES) }, m.where('/permission_mode'));
  },
  help: 'a permission_mode other than the three documented ones (the manager neither checks nor enforces it; `run --persona` refuses it)',
  message(a) {
    return `permission_mode ${q(a.value)} is not read-only, mutating-with-confirm or dual-sign-required; the manager stores it unchecked, and run --persona refuses it${a.suggestion ? `. Did you mean ${q(a.suggestion)}?` : ''}`;
  },
});
