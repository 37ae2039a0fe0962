// A Claude Code hooks/hooks.json of a shape Claude Code does not read (https://code.claude.com/docs/en/hooks): none
// of its hooks run. The manager ignores hooks/ (pack-hooks-ignored).
import { defineRule } from '../../rule.js';

export type Args = { want: string };

export default defineRule<'plugin-hooks-invalid', Args>({
  id: 'plugin-hooks-invalid',
  severity: 'error',
  pack(p, report) {
    const hooks = p.claude()?.hooks;
    for (const x of hooks?.problems ?? []) report({ want: x.want }, { file: hooks!.file, pointer: x.pointer });
  },
  help: 'Claude Code: hooks/hooks.json not an object of event names to [{matcher, hooks: [{type, command}]}] (https://code.claude.com/docs/en/hooks): its hooks do not run',
  why: "A plugin's hooks/hooks.json is read by Claude Code with its hooks schema; a file of another shape is refused, and none of the plugin's hooks run.",
  howto: 'Write {"hooks": {"PostToolUse": [{"matcher": "Write|Edit", "hooks": [{"type": "command", "command": "${CLAUDE_PLUGIN_ROOT}/scripts/format.sh"}]}]}}.',
  example: '{"PostToolUse": {"command": "fmt.sh"}}',
  message(a) {
    return `Claude Code: expected ${a.want} here; Claude Code refuses the hooks file and none of its hooks run (https://code.claude.com/docs/en/hooks)`;
  },
});
