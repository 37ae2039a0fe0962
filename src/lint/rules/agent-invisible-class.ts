// manager.md 8: only `safe` skills become agent tools; mutating and
// dangerous ones are REST only (dangerous: always refused there too).
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'agent-invisible-class',
  severity: 'info',
  manifest(m, report) {
    if (m.built && m.built.class !== 'safe') report({ class: m.built.class }, m.where('class'));
  },
});
