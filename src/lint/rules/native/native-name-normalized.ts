// docs/ecosystems.md#native-skills: a non-snake_case name registers normalised (info: it works). Reported where
// someone can act, and always when the rewrite drops characters (docs/skill-md.md#skillmd says which are left alone).
import { topString } from '../../../ecosystems/md-doc.js';
import { DASHED_NAME, SNAKE_NAME, normalizeName } from '../../../ecosystems/native-skill.js';
import { ongridMarked, writtenElsewhere } from '../../../ecosystems/written-for.js';
import { q } from '../../../words.js';
import { profileList } from '../../../ecosystems/profiles.js';
import { defineRule } from '../../rule.js';
import type { Profile } from '../../../ecosystems/profiles.js';

export type Args = { name: string; normalized: string; kebab: Profile[]; lost?: string[] };

/** What the rewrite drops or replaces besides case, white space, `-` and `_` (for "unnamed": everything). */
export function lostCharacters(name: string): string[] {
  const kept = /^[A-Za-z0-9_\-\s]$/u;
  return [...new Set([...name.trim()].filter((ch) => !kept.test(ch)))];
}

export default defineRule<'native-name-normalized', Args>({
  id: 'native-name-normalized',
  tier: 'load',
  severity: 'info',
  profile: 'ongrid',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.decodes) return;
    const name = topString(m.doc, 'name');
    if (name === undefined || name.trim() === '' || SNAKE_NAME.test(name)) return;
    const normalized = normalizeName(name);
    const kebab = [...m.profiles].filter((p) => p === 'agentskills' || p === 'claude-code');
    const lost = lostCharacters(name);
    const plainRewrite = lost.length === 0 && normalized !== 'unnamed';
    // A kebab-case name in a file written for the manager (a key only it reads) is its author's to fix.
    if (kebab.length === 0 && plainRewrite && ((DASHED_NAME.test(name) && !ongridMarked(m.doc)) || writtenElsewhere(m.doc, m.plugin))) return;
    if (kebab.length > 0) report({ name, normalized, kebab }, m.where('/name'));
    else report({ name, normalized, kebab, ...(lost.length > 0 ? { lost } : {}) }, m.where('/name'));
  },
  help: 'a name that is not snake_case: registered under a normalised name (info: it works); by default not for kebab-case, nor for a case and space rewrite in a SKILL.md written for Claude Code, Agent Skills or OpenClaw, whose authors must keep their form; a rewrite that drops characters always',
  message(a) {
    const base = `name ${q(a.name)} is not snake_case; normalized to ${q(a.normalized)} (the manager's name_normalized warning: the skill registers as ${q(a.normalized)})`;
    if (a.kebab.length > 0) {
      return `${base}; ${profileList(a.kebab)} want${a.kebab.length === 1 ? 's' : ''} kebab-case, the manager snake_case: only a name of [a-z0-9] alone (e.g. ${q(a.normalized.replaceAll('_', ''))}) satisfies both`;
    }
    if (a.lost) return `${base}, losing ${a.lost.map((c) => q(c)).join(', ')}; spell the name with a-z, 0-9 and _ (or -, which the manager only turns into _)`;
    return `${base}; write the name in lower_snake case`;
  },
});
