// Claude Code's `name`: lowercase letters, numbers and hyphens, at most 64 (it becomes the /slash-command). The manager
// wants snake_case (docs/ecosystems.md#frontmatter): the message says which name satisfies both.
import { topString } from '../../../ecosystems/md-doc.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { kebabName } from './agentskills-name.js';

export type Args = { name: string; problem: 'format' | 'length'; suggestion: string; ongrid: boolean };

export default defineRule<'claude-code-name', Args>({
  id: 'claude-code-name',
  severity: 'warning',
  profile: 'claude-code',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.parses) return;
    const name = topString(m.doc, 'name');
    if (name === undefined || name.trim() === '') return;
    const problem = !/^[a-z0-9-]+$/.test(name) ? 'format' : [...name].length > 64 ? 'length' : undefined;
    if (problem) report({ name, problem, suggestion: kebabName(name), ongrid: m.profiles.has('ongrid') }, m.where('/name'));
  },
  help: 'Claude Code: name not lowercase letters, numbers and hyphens, or over 64 characters (https://code.claude.com/docs/en/skills#frontmatter-reference)',
  message(a) {
    const base = `Claude Code: name ${q(a.name)} ${a.problem === 'format' ? 'must be lowercase letters, numbers and hyphens' : 'is longer than 64 characters'} (it becomes the /command)`;
    if (a.ongrid && a.problem === 'format' && /^[a-z0-9][a-z0-9_]*$/.test(a.name)) {
      return `${base}; the manager wants this snake_case name and rewrites ${q(a.suggestion)} to ${q(a.suggestion.replaceAll('-', '_'))}: only a name of [a-z0-9] alone (e.g. ${q(a.name.replaceAll('_', ''))}) satisfies both`;
    }
    return `${base}; e.g. ${q(a.suggestion)}`;
  },
});
