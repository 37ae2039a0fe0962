// Loads, never runs (manager.md 6): no x bit at all gives
// `subprocess skill: entry PATH not executable`.
import { fromBStr } from '../../go/bytes.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'entry-not-executable',
  severity: 'error',
  manifest(m, report) {
    const e = m.entry();
    if (!m.built || e?.kind !== 'file' || e.executable) return;
    report({ entry: fromBStr(m.built.entry), mode: e.mode.toString(8).padStart(4, '0') }, m.where('entry'));
  },
});
