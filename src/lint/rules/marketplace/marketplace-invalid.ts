// A Claude Code marketplace file of the wrong shape, refused whole (docs/skill-md.md#claude-code-marketplaces). The
// manager never reads it: an error, as a profile's own refusal is.
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { message?: string; key?: string; want?: string; missing?: boolean };

export default defineRule<'marketplace-invalid', Args>({
  id: 'marketplace-invalid',
  severity: 'error',
  marketplace(m, report) {
    const { facts } = m;
    if (facts.invalid) return report({ message: facts.invalid.message }, { offset: facts.invalid.offset });
    for (const s of facts.shape) report({ key: s.key, want: s.want, missing: s.missing }, { pointer: s.pointer });
  },
  help: 'Claude Code: a .claude-plugin/marketplace.json it refuses (not JSON, or name, owner, plugins missing or of the wrong type); https://code.claude.com/docs/en/plugin-marketplaces',
  message(a) {
    if (a.message !== undefined) return `Claude Code cannot read this marketplace file (${a.message}); the marketplace cannot be added`;
    return `Claude Code: ${code(a.key!)} ${a.missing ? `is missing; it must be ${a.want}` : `must be ${a.want}`}; Claude Code refuses the marketplace file (Invalid schema) and the marketplace cannot be added`;
  },
});
