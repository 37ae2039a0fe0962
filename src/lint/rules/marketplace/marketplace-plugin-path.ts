// A marketplace entry's relative `source` or component paths naming no plugin folder inside the marketplace root:
// Claude Code copies only the plugin folder (docs/skill-md.md#claude-code-marketplaces). That plugin fails to install.
import { code, q } from '../../../words.js';
import { defineRule } from '../../rule.js';
import type { PathProblem } from '../../../ecosystems/marketplace-paths.js';

export type Args = { plugin: string; key: string; value: string; problem: PathProblem };

export default defineRule<'marketplace-plugin-path', Args>({
  id: 'marketplace-plugin-path',
  severity: 'warning',
  marketplace(m, report) {
    for (const p of m.facts.paths) report({ plugin: p.plugin, key: p.key, value: p.value, problem: p.problem }, { pointer: p.pointer });
  },
  help: "Claude Code: a marketplace plugin's relative source or component path that is missing, leaves its folder, or holds no plugin; https://code.claude.com/docs/en/plugin-marketplaces",
  message(a) {
    const what = a.key === 'source' ? `plugin ${q(a.plugin)}: source ${q(a.value)}` : `plugin ${q(a.plugin)}: ${code(a.key)} path ${q(a.value)}`;
    switch (a.problem) {
      case 'missing':
        return `Claude Code: ${what} does not exist${a.key === 'source' ? ' in the marketplace; installing the plugin fails' : ' in the plugin folder; nothing loads from it'}`;
      case 'not-folder':
        return `Claude Code: ${what} is a file, not a plugin folder; installing the plugin fails`;
      case 'escapes':
        return `Claude Code: ${what} leads outside ${a.key === 'source' ? 'the marketplace' : 'the plugin folder'} (by ".." or a link); Claude Code copies only the ${a.key === 'source' ? 'marketplace repository' : 'plugin folder'}, so it is not there once installed`;
      case 'no-plugin':
        return `Claude Code: ${what} holds no plugin (no .claude-plugin/plugin.json, skills/, commands/, agents/, hooks/hooks.json, .mcp.json), and the entry defines none (strict: false or component keys); the plugin installs with nothing in it`;
    }
  },
});
