// docs/ecosystems.md#native-skills: min_ongrid_version is never compared, but a future check needs a constraint,
// as ongrid's types.go documents it.
import { stringAt } from '../../../ecosystems/md-doc.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

const VERSION = /^(?:>=|<=|>|<|=|~|\^)?\s*v?(0|[1-9]\d*)\.(0|[1-9]\d*)\.(0|[1-9]\d*)(-[0-9A-Za-z.-]+)?(\+[0-9A-Za-z.-]+)?$/;

export type Args = { value: string };

export default defineRule<'min-version-syntax', Args>({
  id: 'min-version-syntax',
  severity: 'warning',
  profile: 'ongrid',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.decodes) return;
    const value = stringAt(m.doc, '/metadata/ongrid/min_ongrid_version');
    if (value !== undefined && value !== '' && !VERSION.test(value)) report({ value }, m.where('/metadata/ongrid/min_ongrid_version'));
  },
  help: 'min_ongrid_version that is not a version constraint like `>=0.7.30` (types.go\'s form)',
  message(a) {
    return `min_ongrid_version ${q(a.value)} is not a version constraint like ">=0.7.30" (types.go's form); the manager never compares it, and nothing can; write an optional >=, >, <=, < or = and MAJOR.MINOR.PATCH`;
  },
});
