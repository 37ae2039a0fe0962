// Loads, never runs (manager.md 5, 6): `subprocess skill: entry PATH is a directory`.
import { fromBStr } from '../../go/bytes.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'entry-is-directory',
  severity: 'error',
  manifest(m, report) {
    if (m.built && m.entry()?.kind === 'directory') report({ entry: fromBStr(m.built.entry) }, m.where('entry'));
  },
});
