// docs/manager.md#decoding: Go matches `Entry`, `NAME` or `claſs` (U+017F) to the
// field case-insensitively; other tools reading the manifest will not.
import { fromBStr } from '../../../go/bytes.js';
import { pointerOf } from '../../../source/pointer.js';
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { manifestFix, memberAt, renameKey } from '../../fix/fix.js';
import type { ManifestField } from '../../../loader/manifest.js';

export type Args = { key: string; field: ManifestField };

export default defineRule<'case-insensitive-key', Args>({
  id: 'case-insensitive-key',
  severity: 'warning',
  manifest(m, report) {
    for (const { member, field, exact } of m.members()) {
      if (field && !exact) report({ key: fromBStr(member.key), field }, { pointer: pointerOf([member.key]), offset: member.keyStart });
    }
  },
  // Fix: the field's own spelling, only for the member whose value the manager uses (a repeat is repeated-key's).
  fix({ m, args, where }) {
    const hit = m.file.tree && where.offset !== undefined ? memberAt(m.file.tree, where.offset) : undefined;
    const member = hit?.parent.members[hit.index];
    if (!member || hit?.parent !== m.file.tree || m.field(args.field)?.winner !== member) return undefined;
    return manifestFix(m, `key \`${args.key}\` -> \`${args.field}\``, [renameKey(member, args.field)]);
  },
  why: 'Go matches keys case-insensitively, so `"Entry"` works in the manager, but other tools (the JSON Schema, editors, other readers) see a different key.',
  howto: 'Write the canonical spelling (`entry`); `validate --fix` does.',
  example: '{"Name": "x", "description": "d", "entry": "run.sh"}',
  help: 'a key that matches a field only case-insensitively',
  message(a) {
    return `${code(a.key)} fills ${code(a.field)} only because Go's decoder ignores case; other tools reading the manifest will not; write ${code(a.field)}`;
  },
});
