// Build check 7 (docs/manager.md#build-checks): class is "", safe, mutating or dangerous, exact case.
import { CLASSES } from '../../../loader/build.js';
import { fromBStr } from '../../../go/bytes.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { closest } from '../../../suggest.js';
import { jsonString, manifestFix, replaceValue } from '../../fix/fix.js';

const ALIASES: Record<string, (typeof CLASSES)[number]> = {
  readonly: 'safe',
  read: 'safe',
  write: 'mutating',
  destructive: 'dangerous',
  unsafe: 'dangerous',
};

export type Args = { value: string; suggestion?: string };

export default defineRule<'class-invalid', Args>({
  id: 'class-invalid',
  severity: 'error',
  manifest(m, report) {
    if (!m.fails('class-invalid')) return;
    const value = fromBStr(m.manifest.class);
    report({ value, suggestion: closest(value, CLASSES, ALIASES) }, m.where('class'));
  },
  // Fix: only a class in the wrong case (`Safe`, `MUTATING`); a guess such as `readonly` -> `safe` is the author's call.
  fix({ m, args }) {
    const lower = args.value.toLowerCase();
    const node = m.field('class')?.winner.value;
    if (!/^[A-Za-z]+$/.test(args.value) || !(CLASSES as readonly string[]).includes(lower) || node?.kind !== 'string') return undefined;
    return manifestFix(m, `class ${jsonString(args.value)} -> ${jsonString(lower)}`, [replaceValue(node, jsonString(lower))], ['class']);
  },
  why: 'The class drives the permission gate (safe, mutating, dangerous, exact case); any other value rejects the skill: `class "readonly" invalid`.',
  howto: 'Use `safe`, `mutating` or `dangerous` in lower case, or leave `class` out (safe). `--fix` lower-cases `Safe`.',
  example: '{"name": "x", "description": "d", "entry": "run.sh", "class": "readonly"}',
  help: 'a class other than safe, mutating, dangerous: rejected',
  message(a) {
    return `class ${q(a.value)} is not safe, mutating or dangerous (exact case); the manager rejects the skill${a.suggestion ? `. Did you mean ${q(a.suggestion)}?` : ''}`;
  },
});
