// docs/manager.md#one-manifest-one-log-line: the manager's own agent tools register after the loader,
// so a skill named like one loads and silently takes its place.
import { AGENT_TOOL_NAMES } from '../../../loader/builtins.js';
import { fromBStr } from '../../../go/bytes.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { name: string };

export default defineRule<'agent-tool-name', Args>({
  id: 'agent-tool-name',
  tier: 'load',
  severity: 'warning',
  loaded(m, report) {
    if (m.outcome.status === 'registered' && AGENT_TOOL_NAMES.includes(m.outcome.skill.name)) {
      report({ name: fromBStr(m.outcome.skill.name) }, m.where('name'));
    }
  },
  help: "the name of a manager agent tool: the skill silently replaces it",
  message(a) {
    return `${q(a.name)} is the name of a manager agent tool; the skill loads and silently replaces that tool for the model; rename it`;
  },
});
