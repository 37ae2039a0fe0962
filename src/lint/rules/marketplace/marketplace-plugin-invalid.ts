// A marketplace `plugins[]` entry without a valid `name` and `source`, or a repeated name: Claude Code refuses the entry
// (older versions the file; docs/skill-md.md#claude-code-marketplaces). A warning: only those plugins fail.
import { code, q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = {
    plugin: string;
    problem: 'shape' | 'source-type' | 'relative' | 'duplicate';
    key?: string;
    want?: string;
    missing?: boolean;
    value?: string;
    first?: number;
  };

export default defineRule<'marketplace-plugin-invalid', Args>({
  id: 'marketplace-plugin-invalid',
  severity: 'warning',
  marketplace(m, report) {
    for (const e of m.facts.entries) {
      if (e.kind === 'shape') report({ plugin: e.shape.key, problem: 'shape', key: e.shape.key, want: e.shape.want, missing: e.shape.missing }, { pointer: e.shape.pointer });
      else if (e.kind === 'duplicate') report({ plugin: e.plugin, problem: 'duplicate', first: e.first }, { pointer: e.pointer });
      else report({ plugin: e.plugin, problem: e.kind, value: e.value }, { pointer: e.pointer });
    }
  },
  help: 'Claude Code: a marketplace plugin entry without a name or a valid source, or a name used twice; https://code.claude.com/docs/en/plugin-marketplaces',
  message(a) {
    switch (a.problem) {
      case 'shape':
        return `Claude Code: ${code(a.key!)} ${a.missing ? 'is missing; it must be' : 'must be'} ${a.want}; Claude Code refuses the entry (Invalid input) and the plugin cannot be installed`;
      case 'source-type':
        return `Claude Code: plugin ${q(a.plugin)} has source type ${q(a.value!)}, which Claude Code does not know (github, url, git-subdir, npm); the plugin cannot be installed`;
      case 'relative':
        return `Claude Code: plugin ${q(a.plugin)} has source ${q(a.value!)}; a relative source must start with "./" (resolved from the marketplace root), else Claude Code refuses the entry (Invalid input); write ${q(a.value!.startsWith('/') ? a.value! : './' + a.value!.replace(/^\.\/?/, ''))}`;
      case 'duplicate':
        return `Claude Code: plugin name ${q(a.plugin)} is used by plugins[${a.first}] already; only one of them can be installed as ${a.plugin}@<marketplace>; rename one`;
    }
  },
});
