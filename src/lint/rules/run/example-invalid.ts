// Example args (`examples/*.json`) must satisfy the schema: they show the model what to send, and the manager never
// checks args against it (docs/manager.md#running-a-skill).
import { listInside } from '../../../source/list-inside.js';
import { escapeText, readInside } from '../../../source/read-inside.js';
import { type BStr, fromBStr } from '../../../go/bytes.js';
import { GoError } from '../../../go/errno.js';
import { parseGoJson } from '../../../go/gojson.js';
import { DOCUMENT_CAP, refusalText } from '../../../source/caps.js';
import { defineRule } from '../../rule.js';
import { toJsValue } from '../../../schema/schema-walk.js';

/** The example's text, or why it cannot be read (a FIFO, a link swapped in since the listing, too big, out of the skill's folder). */
function readExample(skillDir: BStr, path: BStr): string | { unreadable: string } {
  try {
    const read = readInside(skillDir, path, { cap: DOCUMENT_CAP, regularOnly: true, noFollow: true });
    if (read.kind === 'escapes') return { unreadable: escapeText(read) };
    return read.kind === 'bytes' ? read.bytes.toString('latin1') : { unreadable: refusalText(read) };
  } catch (e) {
    return { unreadable: e instanceof GoError ? e.text : String(e) };
  }
}

export type Args = { detail: string; syntax: boolean; unreadable?: boolean; unchecked?: boolean };

export default defineRule<'example-invalid', Args>({
  id: 'example-invalid',
  severity: 'warning',
  needsSchemaChecker: true,
  manifest(m, report) {
    if (!m.schema()) return;
    // An examples/ folder that leads out of the skill's folder is read-escapes-tree's, and not read.
    const listed = listInside(m.folder, 'examples', '.json');
    if (!('files' in listed) || listed.files.length === 0) return;
    const files = listed.files;
    const compiled = m.compiledSchema();
    if (!compiled?.ok) return;
    for (const path of files) {
      const src = readExample(m.folder, path);
      if (typeof src !== 'string') {
        report({ detail: src.unreadable, syntax: false, unreadable: true, unchecked: false }, { file: { path } });
        continue;
      }
      const parsed = parseGoJson(src);
      if (!parsed.ok) {
        report({ detail: parsed.error.message, syntax: true, unchecked: false }, { file: { path, src }, offset: parsed.error.offset });
        continue;
      }
      const file = { path, src, tree: parsed.value };
      for (const issue of compiled.validate(toJsValue(parsed.value, fromBStr))) {
        report({ detail: issue.detail, syntax: false, unchecked: issue.unchecked === true }, { file, pointer: issue.pointer });
      }
    }
  },
  help: 'examples/*.json next to skill.json that do not satisfy the schema (the author\'s examples and schema disagree; nothing the manager does fails)',
  message(a) {
    if (a.unreadable) return `example cannot be read (${a.detail}), so it is not checked against the schema; make it readable`;
    if (a.unchecked) return `example cannot be checked against the schema: its ${a.detail}; the skill's own validation may hang the same way (see schema-pattern-backtracking)`;
    return a.syntax ? `example is not valid JSON (${a.detail})` : `example does not match the schema: ${a.detail}`;
  },
});
