// Loads, never runs (manager.md 5, 6): `subprocess skill: entry PATH is a directory`.
import { fromBStr } from '../core/bytes.js';
import { defineRule } from '../core/rule.js';

export default defineRule({
  id: 'entry-is-directory',
  severity: 'error',
  manifest(m, report) {
    if (m.built && m.entry()?.kind === 'directory') report({ entry: fromBStr(m.built.entry) }, m.where('entry'));
  },
});
