// Build check 7 (manager.md 5): class is "", safe, mutating or dangerous, exact case.
import { CLASSES } from '../../loader/build.js';
import { fromBStr } from '../../go/bytes.js';
import { defineRule } from '../rule.js';
import { closest } from '../suggest.js';

const ALIASES: Record<string, (typeof CLASSES)[number]> = {
  readonly: 'safe',
  read: 'safe',
  write: 'mutating',
  destructive: 'dangerous',
  unsafe: 'dangerous',
};

export default defineRule({
  id: 'class-invalid',
  severity: 'error',
  manifest(m, report) {
    if (m.outcome.status !== 'build-error' || m.outcome.check !== 'class-invalid') return;
    const value = fromBStr(m.manifest.class);
    report({ value, suggestion: closest(value, CLASSES, ALIASES) }, m.where('class'));
  },
});
