// docs/ecosystems.md#packs: packs carry SKILL.md skills only; a skill.json in one loads only if an operator adds
// its folder to ONGRID_SKILLS_EXTERNAL_DIRS, at the next restart.
import { defineRule } from '../../rule.js';

export type Args = { rel: string };

export default defineRule<'pack-skill-json', Args>({
  id: 'pack-skill-json',
  severity: 'info',
  manager: true,
  pack(p, report) {
    if (p.facts.layout === undefined) return;
    for (const rel of p.facts.skillJsons) report({ rel }, { file: p.file(rel) });
  },
  help: 'skill.json inside a pack: not loaded from it',
  message() {
    return `packs carry SKILL.md skills only: this skill.json is not loaded from the pack (only if an operator adds its folder to ONGRID_SKILLS_EXTERNAL_DIRS, and then at the next restart)`;
  },
});
