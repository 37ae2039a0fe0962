// A `$schema` other than 2020-12 or draft-07: not checked against any
// meta-schema here, and providers assume 2020-12 semantics.
import { fromBStr } from '../../go/bytes.js';
import { lastMember, pointerOf } from '../../source/pointer.js';
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'schema-dialect-unknown',
  severity: 'warning',
  manifest(m, report) {
    const s = m.schema();
    if (!s || s.dialect !== 'unknown') return;
    const member = lastMember(s.node, '$schema')!;
    const uri = member.value.kind === 'string' ? fromBStr(member.value.value) : m.file.src!.slice(member.value.start, member.value.end);
    report({ uri }, { pointer: pointerOf([s.member.key, '$schema']), offset: member.value.start });
  },
});
