// Not JSON by Go's reading (docs/manager.md#decoding): the manager's exact message at
// the byte it names. A leading BOM is left to the `bom` rule.
import { BOM } from '../../manifest-context.js';
import { defineRule } from '../../rule.js';

export type Args = { message: string };

export default defineRule<'json-syntax', Args>({
  id: 'json-syntax',
  severity: 'error',
  manifest(m, report) {
    const o = m.outcome;
    if (o.status !== 'decode-error' || o.error.kind !== 'syntax' || m.file.src?.startsWith(BOM)) return;
    report({ message: o.error.message }, { offset: o.error.offset });
  },
  why: 'The manager decodes skill.json with Go\'s strict encoding/json: a trailing comma, a comment or single quotes and the skill is not registered; its loader line has Go\'s message, which this rule reports at the offending byte.',
  howto: 'Make the file strict JSON (RFC 8259): no comments, no trailing commas, double-quoted keys and strings.',
  example: '{"name": "disk_cleaner", "entry": "run.sh",}   <- the trailing comma: invalid character \'}\' looking for beginning of object key string',
  help: "not JSON by Go's reading: the manager's exact error, at its byte",
  message(a) {
    return `not valid JSON for the manager (${a.message}); the skill is not loaded`;
  },
});
