// Build check 2 (docs/manager.md#build-checks): names are lower_snake [a-z0-9_] only.
import { fromBStr } from '../../../go/bytes.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { jsonString, manifestFix, replaceValue } from '../../fix/fix.js';

/** What the name would be in lower_snake: lowercased, other runs to `_`. */
function snakeName(name: string): string {
  return snakeOrEmpty(name) || 'my_skill';
}

function snakeOrEmpty(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
}

export type Args = { name: string; suggestion: string };

export default defineRule<'name-format', Args>({
  id: 'name-format',
  severity: 'error',
  manifest(m, report) {
    if (!m.fails('name-format')) return;
    const name = fromBStr(m.manifest.name);
    report({ name, suggestion: snakeName(name) }, m.where('name'));
  },
  // Fix: the lower_snake spelling of the author's name when it has one (a made-up name is not mechanical) and no
  // other skill, built-in or fix in this run has it.
  fix({ m, args, claimName }) {
    const node = m.field('name')?.winner.value;
    if (node?.kind !== 'string' || snakeOrEmpty(args.name) !== args.suggestion) return undefined;
    if (!claimName(args.suggestion)) return { notFixed: `the name ${jsonString(args.suggestion)} is taken (a built-in, another skill, or another fix's): choose one yourself` };
    return manifestFix(m, `name ${jsonString(args.name)} -> ${jsonString(args.suggestion)}`, [replaceValue(node, jsonString(args.suggestion))], ['name']);
  },
  why: 'The manager accepts only names of [a-z0-9_]: `Disk-Cleaner` or `disk-cleaner` is rejected with `name "..." must be lower_snake [a-z0-9_]`.',
  howto: 'Rename to lower_snake (`disk_cleaner`), or run `ongrid-skills validate --fix`.',
  example: '{"name": "disk-cleaner", "description": "d", "entry": "run.sh"}',
  help: 'a name that is not lower_snake [a-z0-9_]: rejected',
  message(a) {
    return `name ${q(a.name)} is not lower_snake [a-z0-9_]; the manager rejects the skill; rename it, e.g. ${q(a.suggestion)}`;
  },
});
