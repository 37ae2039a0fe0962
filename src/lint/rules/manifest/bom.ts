// A UTF-8 byte order mark: Go's decoder takes it for an invalid first
// character (manager.md 4), so the manifest is rejected as
// `invalid character 'ï' looking for beginning of value`.
import { BOM } from '../../manifest-context.js';
import { defineRule } from '../../rule.js';
import { manifestFix } from '../../fix.js';

export default defineRule({
  id: 'bom',
  severity: 'error',
  manifest(m, report) {
    if (m.file.src?.startsWith(BOM)) report({}, { offset: 0 });
  },
  // Fix: drop the three bytes; nothing else moves.
  fix: ({ m }) => manifestFix(m, 'removed the UTF-8 byte order mark', [{ start: 0, end: 3, text: '' }]),
  help: "a UTF-8 byte order mark: Go's decoder rejects the manifest",
  message() {
    return "the file starts with a UTF-8 byte order mark; Go's decoder rejects it (invalid character 'ï' looking for beginning of value), so the skill is not loaded; save it as UTF-8 without BOM";
  },
});
