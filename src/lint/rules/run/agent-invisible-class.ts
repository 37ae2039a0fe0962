// docs/manager.md#what-the-model-sees: only `safe` skills become agent tools; mutating and
// dangerous ones are REST only (dangerous: always refused there too).
import { defineRule } from '../../rule.js';

export type Args = { class: string };

export default defineRule<'agent-invisible-class', Args>({
  id: 'agent-invisible-class',
  severity: 'info',
  manifest(m, report) {
    if (m.built && m.built.class !== 'safe') report({ class: m.built.class }, m.where('class'));
  },
  help: 'mutating and dangerous skills never reach the model',
  message(a) {
    return `class ${a.class}: the model never sees this skill (only safe skills become agent tools); it runs over REST only${a.class === 'dangerous' ? ', and the REST API refuses dangerous skills' : ''}`;
  },
});
