// The Agent Skills spec's `name`: kebab-case, 1-64 characters, the folder's name (agentskills.io/specification); the
// manager wants snake_case (docs/ecosystems.md#native-skills): with both profiles the message names one for both.
import { topString } from '../../../ecosystems/md-doc.js';
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export const KEBAB_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function kebabName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 64).replace(/-+$/, '');
}

export type Args = { name: string; problems: Array<'format' | 'length' | 'folder'>; folder: string; suggestion: string; ongrid: boolean };

export default defineRule<'agentskills-name', Args>({
  id: 'agentskills-name',
  severity: 'error',
  profile: 'agentskills',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.parses) return;
    const name = topString(m.doc, 'name');
    if (name === undefined || name.trim() === '') return;
    const problems: Array<'format' | 'length' | 'folder'> = [];
    if (!KEBAB_NAME.test(name)) problems.push('format');
    if ([...name].length > 64) problems.push('length');
    if (name !== m.folder) problems.push('folder');
    if (problems.length === 0) return;
    report({ name, problems, folder: m.folder, suggestion: kebabName(name), ongrid: m.profiles.has('ongrid') }, m.where('/name'));
  },
  help: 'Agent Skills: name not kebab-case, over 64 characters, or not the folder name',
  message(a) {
    const { name, problems, folder, suggestion } = a;
    const why = problems.map((p) =>
      p === 'format' ? 'it must be lowercase letters, digits and single hyphens (kebab-case)' : p === 'length' ? 'it must be at most 64 characters' : `it must equal the folder name ${q(folder)}`,
    );
    const base = `Agent Skills spec: name ${q(name)}: ${why.join('; ')}`;
    if (a.ongrid && problems.includes('format') && /^[a-z0-9][a-z0-9_]*$/.test(name)) {
      return `${base}. The manager wants this snake_case name and would turn ${q(suggestion)} into ${q(suggestion.replaceAll('-', '_'))} (name_normalized); only a name of [a-z0-9] alone (e.g. ${q(name.replaceAll('_', ''))}) in a folder of that name satisfies both`;
    }
    const fixed = problems.includes('format') || problems.includes('length') ? suggestion : name;
    return `${base}; e.g. ${q(fixed)}${problems.includes('folder') ? ` in a folder of that name` : ''}`;
  },
});
