// A folder the walk cannot read (docs/manager.md#the-walk): logged, skipped, and
// every skill below it silently missing.
import { fromBStr } from '../../../go/bytes.js';
import { defineRule } from '../../rule.js';

export type Args = { message: string };

export default defineRule<'walk-error', Args>({
  id: 'walk-error',
  severity: 'error',
  run(r, report) {
    for (const w of r.load.walkErrors) {
      if (r.inScope(w.path)) report({ message: fromBStr(w.message) }, { file: { path: w.path } });
    }
  },
  help: 'a folder the walk cannot read: every skill below it is missing',
  message(a) {
    return `the manager cannot read this folder (${a.message}); it logs that and every skill below it is missing; fix the permissions or remove it`;
  },
});
