// A `$schema` other than 2020-12 or draft-07: not checked against any
// meta-schema here, and providers assume 2020-12 semantics.
import { fromBStr } from '../../../go/bytes.js';
import { lastMember, pointerOf } from '../../../source/pointer.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { uri: string };

export default defineRule<'schema-dialect-unknown', Args>({
  id: 'schema-dialect-unknown',
  severity: 'warning',
  manifest(m, report) {
    const s = m.schema();
    if (!s || s.dialect !== 'unknown') return;
    const member = lastMember(s.node, '$schema')!;
    const uri = member.value.kind === 'string' ? fromBStr(member.value.value) : m.file.src!.slice(member.value.start, member.value.end);
    report({ uri }, { pointer: pointerOf([s.member.key, '$schema']), offset: member.value.start });
  },
  help: 'a $schema other than 2020-12 or draft-07',
  message(a) {
    return `$schema ${q(a.uri)} is neither draft 2020-12 nor draft-07, so it is not checked against a meta-schema, and providers read it as 2020-12; use "https://json-schema.org/draft/2020-12/schema" or drop $schema`;
  },
});
