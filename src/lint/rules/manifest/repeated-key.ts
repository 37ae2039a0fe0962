// docs/manager.md#decoding: a repeated field keeps its last value, except that a later `null` leaves a string field
// as it was; in the schema (a Go map, and ajv) the last wins. Either way one value is silently lost.
import { fromBStr } from '../../../go/bytes.js';
import type { JsonMember } from '../../../go/gojson.js';
import { MANIFEST_FIELDS } from '../../../loader/manifest.js';
import { pointerOf } from '../../../source/pointer.js';
import { LineIndex } from '../../../source/position.js';
import { code } from '../../../words.js';
import { eachValue } from '../../json-walk.js';
import { hasRepeatedKey } from '../../../source/repeats.js';
import { defineRule } from '../../rule.js';
import { manifestFix, memberAt, removeMember } from '../../fix/fix.js';

export type Args = { key: string; keptLine: number; inSchema: boolean };

export default defineRule<'repeated-key', Args>({
  id: 'repeated-key',
  severity: 'warning',
  manifest(m, report) {
    const src = m.file.src;
    if (src === undefined) return;
    let lines: LineIndex | undefined; // built on the first repeat: most manifests have none
    const lost = (member: JsonMember, kept: JsonMember, path: Array<string | number>, inSchema: boolean): void => {
      lines ??= new LineIndex(src);
      report(
        { key: fromBStr(member.key), keptLine: lines.position(kept.keyStart).line, inSchema },
        { pointer: pointerOf([...path, member.key]), offset: member.keyStart },
      );
    };
    for (const field of MANIFEST_FIELDS) {
      const f = m.field(field);
      if (f) for (const member of f.all) if (member !== f.winner) lost(member, f.winner, [], false);
    }
    const schema = m.field('schema')?.winner;
    if (!schema) return;
    eachValue(schema.value, [schema.key], (node, path) => {
      if (node.kind !== 'object' || !hasRepeatedKey(node.members)) return;
      const last = new Map<string, JsonMember>();
      for (const member of node.members) last.set(member.key, member);
      if (last.size === node.members.length) return;
      for (const member of node.members) if (last.get(member.key) !== member) lost(member, last.get(member.key)!, [...path], true);
    });
  },
  // Fix: remove the member whose value is lost (docs/manager.md#decoding); fix-plan.ts checks the result decodes the same.
  fix({ m, args, where }) {
    const hit = m.file.tree && where.offset !== undefined ? memberAt(m.file.tree, where.offset) : undefined;
    if (!hit) return undefined;
    const why = args.inSchema ? "the manager's Go map keeps the last" : "Go's encoding/json keeps the last value that is not null";
    return manifestFix(m, `removed this \`${args.key}\`; kept the one at line ${args.keptLine}, the value the manager uses (${why})`, [removeMember(hit.parent, hit.index)]);
  },
  help: 'a key given twice: one value is silently lost',
  message(a) {
    return a.inSchema
      ? `${code(a.key)} appears again in this object; the manager (a Go map) and validators keep the one at line ${a.keptLine}, so this one is ignored; remove one`
      : `${code(a.key)} is given more than once; the manager uses the value at line ${a.keptLine} and ignores this one; remove one`;
  },
});
