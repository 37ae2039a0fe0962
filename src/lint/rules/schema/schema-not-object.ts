// docs/manager.md#what-the-model-sees: the bridge decodes the schema into map[string]any; a non-object does not decode,
// so the tool is dropped with a warning in the log (the skill still loads and runs over REST).
import { defineRule } from '../../rule.js';

export type Args = { kind: string };

export default defineRule<'schema-not-object', Args>({
  id: 'schema-not-object',
  severity: 'error',
  manifest(m, report) {
    const s = m.schema();
    if (s && s.node.kind !== 'object' && s.node.kind !== 'null') report({ kind: s.node.kind === 'bool' ? 'boolean' : s.node.kind }, { pointer: s.pointer });
  },
  help: 'a schema that is not a JSON object: the agent tool is dropped',
  message(a) {
    return `schema is a${/^[aeiou]/.test(a.kind) ? 'n' : ''} ${a.kind}, not a JSON object; the skill loads, but the agent bridge cannot decode it and drops the tool, so the model never sees the skill; write an object such as {"type":"object","properties":{}}`;
  },
});
