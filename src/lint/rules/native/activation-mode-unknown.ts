// docs/ecosystems.md#native-skills: the modes are `always` (the default) and `keyword`;
// anything else silently behaves as `always`.
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { closest } from '../../../suggest.js';

const MODES = ['always', 'keyword'];

export type Args = { mode: string; suggestion?: string };

export default defineRule<'activation-mode-unknown', Args>({
  id: 'activation-mode-unknown',
  severity: 'warning',
  profile: 'ongrid',
  markdown(m, report) {
    const s = m.skill;
    if (!s || !m.decodes) return;
    for (const block of [s.top, s.ongrid]) {
      if (block.from === undefined || MODES.includes(block.mode)) continue;
      report({ mode: block.mode, suggestion: closest(block.mode.toLowerCase(), MODES, { keywords: 'keyword', auto: 'always', default: 'always' }) }, m.where(`${block.from}/mode`));
    }
  },
  help: 'an activation mode other than always or keyword: behaves as always',
  message(a) {
    return `activation mode ${q(a.mode)} is neither "always" nor "keyword"; the manager silently treats it as "always"${a.suggestion ? `. Did you mean ${q(a.suggestion)}?` : ''}`;
  },
});
