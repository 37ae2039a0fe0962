// docs/ecosystems.md#frontmatter: `name` and `description` present and not blank, as the manager and the Agent Skills
// spec require (OpenClaw only the description, Claude Code neither); one finding per field, naming each profile.
import { missingFieldText, topString } from '../../../ecosystems/md-doc.js';
import { PROFILES } from '../../../ecosystems/profiles.js';
import { code } from '../../../words.js';
import { profileList } from '../../../ecosystems/profiles.js';
import { defineRule } from '../../rule.js';
import type { Profile } from '../../../ecosystems/profiles.js';

export type Args = { field: 'name' | 'description'; present: boolean; profiles: Profile[]; manager?: string };

export default defineRule<'native-required', Args>({
  id: 'native-required',
  severity: 'error',
  markdown(m, report) {
    // The manager reads fields only once its decode passed; other readers once the YAML parses.
    if (m.kind !== 'skill' || m.doc.split.kind !== 'ok' || !(m.profiles.has('ongrid') ? m.decodes : m.parses)) return;
    for (const field of ['name', 'description'] as const) {
      const profiles = [...m.profiles].filter((p) => (PROFILES[p].requires as readonly string[]).includes(field));
      const value = topString(m.doc, field);
      if (profiles.length === 0 || (value !== undefined && value.trim() !== '')) continue;
      const manager = profiles.includes('ongrid') ? missingFieldText(m.doc.path, field) : undefined;
      report({ field, present: value !== undefined, profiles, manager }, m.where(value === undefined ? '' : `/${field}`));
    }
  },
  help: 'no name or description, for every asked-for profile that requires them',
  message(a) {
    const state = a.present ? `${code(a.field)} is blank` : `no ${code(a.field)}`;
    const manager = a.manager ? `the manager refuses the skill (${a.manager})` : '';
    const others = a.profiles.filter((p) => p !== 'ongrid');
    const rest = others.length > 0 ? `${manager ? '; ' : ''}${profileList(others)} require${others.length === 1 ? 's' : ''} it${manager ? ' too' : ''}` : '';
    return `${state}: ${manager}${rest}; ${a.field === 'name' ? 'name the skill' : 'say what the skill does and when to use it'}`;
  },
});
