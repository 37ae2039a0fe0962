// manager.md 8: the agent bridge decodes the schema into map[string]any;
// an array, string, number or boolean does not decode, so the tool is
// dropped with a warning in the manager's log (the skill still loads and
// runs over REST).
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'schema-not-object',
  severity: 'error',
  manifest(m, report) {
    const s = m.schema();
    if (s && s.node.kind !== 'object' && s.node.kind !== 'null') report({ kind: s.node.kind === 'bool' ? 'boolean' : s.node.kind }, { pointer: s.pointer });
  },
});
