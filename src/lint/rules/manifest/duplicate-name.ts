// docs/manager.md#one-manifest-one-log-line: a name registered earlier in this walk or an earlier
// root wins; this manifest is skipped.
import { fromBStr } from '../../../go/bytes.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { name: string; first: string };

export default defineRule<'duplicate-name', Args>({
  id: 'duplicate-name',
  severity: 'error',
  manifest(m, report) {
    const o = m.outcome;
    if (o.status !== 'duplicate' || o.builtin) return;
    const first = m.load.skills.find((s) => s.name === o.name);
    report({ name: fromBStr(o.name), first: first ? fromBStr(first.manifestPath) : '' }, m.where('name'));
  },
  why: 'Names are global: the first skill.json with a name wins in walk order (byte-wise, depth first, earlier roots first); a later one is skipped with `already registered, skipping PATH`, so the skill you edit may not be the one that runs.',
  howto: 'Give each skill its own name, or remove the stale copy.',
  example: 'skills/a/skill.json and skills/b/skill.json both with "name": "disk_cleaner": only a/ loads',
  help: 'a name registered earlier in the walk: skipped',
  message(a) {
    return `a skill named ${q(a.name)} is already registered from ${a.first}; the manager skips this one; give it another name`;
  },
});
