// docs/ecosystems.md#frontmatter: no `---` first line, no frontmatter (a BOM is the cause only when `---` follows).
// Only profiles that require a field hold a skill to it; Claude Code reads one without (docs/skill-md.md#skillmd).
import { missingFieldText } from '../../../ecosystems/md-doc.js';
import { PROFILES } from '../../../ecosystems/profiles.js';
import { profileList } from '../../../ecosystems/profiles.js';
import { defineRule } from '../../rule.js';
import type { Profile } from '../../../ecosystems/profiles.js';

export type Args = { bom: boolean; kind: 'skill' | 'persona'; profiles: Profile[]; manager: string };

/** Whether the BOM is what hides the frontmatter (past it the first non-blank line is `---`); else dropping it fixes nothing. */
function bomHidesFence(text: string): boolean {
  for (const line of text.replace(/^\uFEFF/, '').split('\n', 64)) {
    const t = line.replace(/\r$/, '');
    if (t.trim() === '') continue;
    return t.trimEnd() === '---';
  }
  return false;
}

export default defineRule<'frontmatter-missing', Args>({
  id: 'frontmatter-missing',
  severity: 'error',
  markdown(m, report) {
    if (m.doc.split.kind !== 'none' || m.kind === 'command') return;
    const profiles = m.kind === 'persona' ? [] : [...m.profiles].filter((p) => PROFILES[p].requires.length > 0);
    if (m.kind === 'skill' && profiles.length === 0) return;
    report({ bom: m.doc.bom && bomHidesFence(m.doc.text), kind: m.kind, profiles, manager: missingFieldText(m.doc.path, 'name') }, { at: { line: 1, column: 1 } });
  },
  help: 'no frontmatter (a BOM counts as none): the name and description the file\'s ecosystem reads are missing',
  message(a) {
    const what = a.kind === 'persona' ? 'the persona' : 'the skill';
    const why = a.bom
      ? "the file starts with a UTF-8 byte order mark, so its first line is not exactly --- and there is no frontmatter; save it as UTF-8 without BOM"
      : 'start the file with a line of exactly --- (a YAML block closed by another --- line); add one';
    const who = a.kind === 'persona' || a.profiles.includes('ongrid') ? `the manager refuses ${what} (${a.manager})` : `${profileList(a.profiles)} need${a.profiles.length === 1 ? 's' : ''} ${a.profiles.some((p) => (PROFILES[p].requires as readonly string[]).includes('name')) ? 'a name and a description' : 'a description'} from it`;
    return `no frontmatter: ${who}; ${why}`;
  },
});
