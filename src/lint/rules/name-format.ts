// Build check 2 (manager.md 5): names are lower_snake [a-z0-9_] only.
import { fromBStr } from '../../go/bytes.js';
import { defineRule } from '../rule.js';

/** What the name would be in lower_snake: lowercased, other runs to `_`. */
function snakeName(name: string): string {
  const s = name.toLowerCase().replace(/[^a-z0-9_]+/g, '_').replace(/^_+|_+$/g, '');
  return s === '' ? 'my_skill' : s;
}

export default defineRule({
  id: 'name-format',
  severity: 'error',
  manifest(m, report) {
    if (m.outcome.status !== 'build-error' || m.outcome.check !== 'name-format') return;
    const name = fromBStr(m.manifest.name);
    report({ name, suggestion: snakeName(name) }, m.where('name'));
  },
});
