// docs/ecosystems.md#native-skills: metadata.ongrid.min_ongrid_version is a version the
// manager never compares (nothing enforces it); one that is not a version
// constraint cannot mean anything to a future check either. ongrid's
// types.go documents the form as a constraint (`">=0.7.30"`, the form all
// its shipped skills use): an optional comparison operator (>=, >, <=, <,
// =, ~, ^) then MAJOR.MINOR.PATCH, with or without v.
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
