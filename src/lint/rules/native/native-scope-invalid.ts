// docs/ecosystems.md#native-skills: metadata.ongrid.scope is `manager` or `edge`; another value is not refused, and
// the tools may land where the author did not mean them to run.
import { stringAt } from '../../../ecosystems/md-doc.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { value: string };

export default defineRule<'native-scope-invalid', Args>({
  id: 'native-scope-invalid',
  severity: 'warning',
  profile: 'ongrid',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.decodes) return;
    const value = stringAt(m.doc, '/metadata/ongrid/scope');
    if (value !== undefined && value !== '' && value !== 'manager' && value !== 'edge') report({ value }, m.where('/metadata/ongrid/scope'));
  },
  help: 'metadata.ongrid.scope other than manager or edge',
  message(a) {
    return `metadata.ongrid.scope ${q(a.value)} is neither "manager" nor "edge"; the manager does not check it; pick one`;
  },
});
