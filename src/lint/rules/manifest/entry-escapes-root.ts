// Build check 6 (docs/manager.md#build-checks): the resolved entry is outside the root
// being walked (absolute paths and links count after resolution).
import { fromBStr } from '../../../go/bytes.js';
import { escapeOf } from '../../../loader/escape.js';
import { defineRule } from '../../rule.js';

export type Args = { resolved: string; root: string };

export default defineRule<'entry-escapes-root', Args>({
  id: 'entry-escapes-root',
  severity: 'error',
  manifest(m, report) {
    const escape = escapeOf(m.outcome, m.manifest);
    if (!escape || escape.quirkRel !== undefined) return;
    report({ resolved: fromBStr(escape.resolved), root: fromBStr(escape.root) }, m.where('entry'));
  },
  why: 'The allowlist root is the security boundary: the manager refuses an entry whose resolved path (symlinks followed) is outside the root being walked: `entry R escapes allowlist root ROOT`.',
  howto: 'Keep the program inside the skills folder; copy it in, or point `entry` at a wrapper inside the root.',
  example: '{"name": "x", "description": "d", "entry": "/usr/bin/df"}',
  help: 'the resolved entry is outside the allowlist root: rejected',
  message(a) {
    return `entry resolves to ${a.resolved}, outside the allowlist root ${a.root}; the manager rejects the skill (escapes allowlist root); keep the executable inside the root (links are resolved first)`;
  },
});
