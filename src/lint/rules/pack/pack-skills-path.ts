// docs/ecosystems.md#packs: openclaw `skills[]` entries absolute or containing ".." anywhere are rejected
// (`skills_path_rejected`); one naming no folder of the pack loads nothing either.
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';
import type { SkillsPathProblem } from '../../../ecosystems/pack.js';

export type Args = { entry: string; problem: SkillsPathProblem };

export default defineRule<'pack-skills-path', Args>({
  id: 'pack-skills-path',
  severity: 'error',
  manager: true,
  pack(p, report) {
    const manifest = p.facts.manifest;
    if (!manifest) return;
    for (const entry of p.facts.skillsPaths) {
      if (entry.problem) report({ entry: entry.value, problem: entry.problem }, { file: manifest.file, pointer: entry.pointer });
    }
  },
  help: 'openclaw skills[] entries that are absolute, contain "..", or name no folder',
  message(a) {
    return a.problem === 'missing'
      ? `skills entry ${q(a.entry)} is not a folder of the pack; no skill loads from it`
      : `skills entry ${q(a.entry)} is ${a.problem === 'absolute' ? 'absolute' : 'a path containing ".."'}: the manager rejects it (skills_path_rejected) and its skills are not installed; give a path inside the pack, relative to its root`;
  },
});
