// A field of the wrong JSON type, or a top level that is not an object
// (manager.md 4): Go's first type error rejects the whole manifest.
import { BOM } from '../manifest-context.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'json-type',
  severity: 'error',
  manifest(m, report) {
    const o = m.outcome;
    if (o.status !== 'decode-error' || o.error.kind !== 'type' || m.file.src?.startsWith(BOM)) return;
    report({ message: o.error.message }, { offset: o.error.offset });
  },
});
