// The Agent Skills spec (agentskills.io/specification): `name` is 1-64
// characters of lowercase letters, digits and single hyphens
// (^[a-z0-9]+(-[a-z0-9]+)*$) and equals the folder's name. The manager
// wants the opposite separator (ecosystem.md 1): with both profiles the
// message says which name satisfies both.
import { topString } from '../../native/md-doc.js';
import { defineRule } from '../rule.js';

export const KEBAB_NAME = /^[a-z0-9]+(-[a-z0-9]+)*$/;

export function kebabName(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '').slice(0, 64).replace(/-+$/, '');
}

export default defineRule({
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
});
