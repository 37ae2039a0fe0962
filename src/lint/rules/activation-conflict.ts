// ecosystem.md 1: when `activation.mode` and
// `metadata.ongrid.activation.mode` are both set and differ, the manager
// warns `activation_conflict` and the ongrid block wins.
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'activation-conflict',
  severity: 'warning',
  profile: 'ongrid',
  markdown(m, report) {
    const s = m.skill;
    if (!s || !m.decodes || s.top.mode === '' || s.ongrid.mode === '' || s.top.mode === s.ongrid.mode) return;
    report({ top: s.top.mode, ongrid: s.ongrid.mode }, m.where('/metadata/ongrid/activation/mode'));
  },
});
