// A folder the walk cannot read (manager.md 2): logged, skipped, and
// every skill below it silently missing.
import { fromBStr } from '../../go/bytes.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'walk-error',
  severity: 'error',
  run(r, report) {
    for (const w of r.load.walkErrors) {
      if (r.inScope(w.path)) report({ message: fromBStr(w.message) }, { file: { path: w.path } });
    }
  },
});
