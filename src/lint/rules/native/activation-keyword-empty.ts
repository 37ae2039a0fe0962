// docs/ecosystems.md#native-skills: `keyword` mode with no keywords never activates; keywords come from the block
// whose mode the manager uses.
import { defineRule } from '../../rule.js';

export type Args = { otherHasKeywords: boolean };

export default defineRule<'activation-keyword-empty', Args>({
  id: 'activation-keyword-empty',
  severity: 'warning',
  profile: 'ongrid',
  markdown(m, report) {
    const s = m.skill;
    if (!s || !m.decodes || !s.activation.never || s.activation.from === undefined) return;
    const other = s.activation.from === '/activation' ? s.ongrid : s.top;
    report({ otherHasKeywords: other.keywords.length > 0 }, m.where(`${s.activation.from}/mode`));
  },
  help: 'keyword activation without keywords: never activates',
  message(a) {
    return `activation mode "keyword" with no keywords: the skill never activates${a.otherHasKeywords ? '; the keywords in the other activation block are not the ones the manager reads' : ''}; list its keywords, or use mode "always"`;
  },
});
