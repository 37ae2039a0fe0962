// A plugin.json component path not starting with `./`, leaving the plugin or naming nothing: Claude Code resolves them
// from the plugin root and installs only that folder (https://code.claude.com/docs/en/plugins/manifest-reference, "Path rules").
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { key: string; value: string; problem: 'not-dot-slash' | 'escapes' | 'missing' | 'not-folder' };

const WHY: Record<Args['problem'], string> = {
  'not-dot-slash': 'a component path must start with "./" (relative to the plugin root)',
  escapes: 'it leaves the plugin folder, which is all Claude Code copies on install',
  missing: 'nothing is there',
  'not-folder': 'it is not a folder',
};

export default defineRule<'plugin-path-missing', Args>({
  id: 'plugin-path-missing',
  severity: 'warning',
  pack(p, report) {
    const facts = p.claude();
    for (const x of facts?.paths ?? []) report({ key: x.key, value: x.value, problem: x.problem }, { file: facts!.manifest, pointer: x.pointer });
  },
  help: 'Claude Code: a plugin.json component path (commands, agents, skills, hooks, mcpServers...) without "./", outside the plugin, or missing: that part does not load',
  why: 'Claude Code resolves component paths from the plugin root, requires the "./" prefix, and installs a copy of the plugin folder: a path that leaves it or names nothing loads nothing.',
  howto: 'Write the path relative to the plugin root with "./", and keep the files inside the plugin folder.',
  example: '{"name": "p", "agents": "agents/"}',
  message(a) {
    return `Claude Code: ${code(a.key)} path ${JSON.stringify(a.value)}: ${WHY[a.problem]}, so that part of the plugin does not load; write "./..." to a path inside the plugin`;
  },
});
