// docs/ecosystems.md#native-skills: `activation.mode` and `metadata.ongrid.activation.mode` both set and different
// give `activation_conflict`; the ongrid block wins.
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { top: string; ongrid: string };

export default defineRule<'activation-conflict', Args>({
  id: 'activation-conflict',
  tier: 'load',
  severity: 'warning',
  profile: 'ongrid',
  markdown(m, report) {
    const s = m.skill;
    if (!s || !m.decodes || s.top.mode === '' || s.ongrid.mode === '' || s.top.mode === s.ongrid.mode) return;
    report({ top: s.top.mode, ongrid: s.ongrid.mode }, m.where('/metadata/ongrid/activation/mode'));
  },
  help: 'activation.mode and metadata.ongrid.activation.mode differ: the ongrid block wins',
  message(a) {
    return `metadata.ongrid.activation.mode is ${q(a.ongrid)} but activation.mode is ${q(a.top)}: the manager warns activation_conflict and uses ${q(a.ongrid)}; set one of them`;
  },
});
