// A UTF-8 BOM is an invalid first character to Go's decoder (docs/manager.md#decoding): the manifest is rejected
// as `invalid character 'ï' looking for beginning of value`.
import { BOM } from '../../manifest-context.js';
import { defineRule } from '../../rule.js';
import { manifestFix } from '../../fix/fix.js';

export type Args = Record<string, never>;

export default defineRule<'bom', Args>({
  id: 'bom',
  severity: 'error',
  manifest(m, report) {
    if (m.file.src?.startsWith(BOM)) report({}, { offset: 0 });
  },
  // Fix: drop the three bytes; nothing else moves.
  fix: ({ m }) => manifestFix(m, 'removed the UTF-8 byte order mark', [{ start: 0, end: 3, text: '' }]),
  why: 'Go\'s encoding/json takes the three bytes EF BB BF as a character, so the manager logs `decode: invalid character \'ï\' looking for beginning of value` and never registers the skill. Windows editors add the mark silently.',
  howto: 'Save the file as UTF-8 without a byte order mark, or run `ongrid-skills validate --fix` (it removes the 3 bytes).',
  example: 'printf \'\\xef\\xbb\\xbf{"name":"x"}\' > skill.json   # the manager: decode: invalid character \'ï\' ...',
  help: "a UTF-8 byte order mark: Go's decoder rejects the manifest",
  message() {
    return "the file starts with a UTF-8 byte order mark; Go's decoder rejects it (invalid character 'ï' looking for beginning of value), so the skill is not loaded; save it as UTF-8 without BOM";
  },
});
