// Build check 5 (docs/manager.md#build-checks): the entry, joined to the manifest's folder
// and cleaned, does not resolve (missing, through a file, a link loop).
import { fromBStr } from '../../../go/bytes.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

const PREFIX = 'eval entry symlinks: ';

export type Args = { entry: string; message: string };

export default defineRule<'entry-unresolvable', Args>({
  id: 'entry-unresolvable',
  severity: 'error',
  manifest(m, report) {
    const o = m.outcome;
    if (o.status !== 'build-error' || o.check !== 'entry-symlinks') return;
    const message = fromBStr(o.message.startsWith(PREFIX) ? o.message.slice(PREFIX.length) : o.message);
    report({ entry: fromBStr(m.manifest.entry), message }, m.where('entry'));
  },
  why: 'The manager resolves the entry\'s symbolic links at boot (Go EvalSymlinks); a path that does not exist, or runs through a regular file, rejects the skill with `eval entry symlinks: lstat P: ...`.',
  howto: 'Point `entry` at a file that exists, relative to the folder that holds skill.json.',
  example: '{"name": "x", "description": "d", "entry": "bin/run.sh"}   # with no bin/ folder',
  help: 'the entry path does not resolve: rejected',
  message(a) {
    return `entry ${q(a.entry)} does not resolve (${a.message}); the manager rejects the skill; fix the path (relative paths start at the folder of skill.json)`;
  },
});
