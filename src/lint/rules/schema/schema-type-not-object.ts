// docs/manager.md#what-the-model-sees: a top-level `type` other than object reaches the model as written; an error,
// as providers reject the whole request, so every chat in the legacy kernel fails.
import { fromBStr } from '../../../go/bytes.js';
import { lastMember, pointerOf } from '../../../source/pointer.js';
import { defineRule } from '../../rule.js';

export type Args = { type: string };

export default defineRule<'schema-type-not-object', Args>({
  id: 'schema-type-not-object',
  severity: 'error',
  manifest(m, report) {
    const s = m.schema();
    if (s?.node.kind !== 'object') return;
    const type = lastMember(s.node, 'type');
    if (!type || (type.value.kind === 'string' && type.value.value === 'object')) return;
    const raw = fromBStr(m.file.src!.slice(type.value.start, type.value.end));
    report({ type: raw }, { pointer: pointerOf([s.member.key, 'type']), offset: type.value.start });
  },
  why: 'Providers require a tool\'s parameters to be an object schema; the manager hands it over as written, so the whole chat request fails, not just this tool.',
  howto: 'Make the top level `{"type": "object", "properties": {...}}`.',
  example: '{"schema": {"type": "string"}}',
  help: 'a top-level type other than object: providers reject the whole request, so every chat in the legacy kernel fails',
  message(a) {
    return `the top-level type is ${a.type}, not "object"; the manager hands it to the model as written, but a model's args are always an object and providers want an object root; use "type": "object"`;
  },
});
