// Loads, never runs (docs/manager.md#build-checks, #running-a-skill): `subprocess skill: entry PATH is a directory`.
import { fromBStr } from '../../../go/bytes.js';
import { defineRule } from '../../rule.js';

export type Args = { entry: string };

export default defineRule<'entry-is-directory', Args>({
  id: 'entry-is-directory',
  severity: 'error',
  readsEntry: true,
  manifest(m, report) {
    if (m.built && m.entry()?.kind === 'directory') report({ entry: fromBStr(m.built.entry) }, m.where('entry'));
  },
  help: 'the entry is a folder: loads, every run fails',
  message(a) {
    return `entry ${a.entry} is a directory; the skill loads but every run fails (entry ... is a directory); point entry at the executable inside it`;
  },
});
