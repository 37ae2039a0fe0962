// ecosystem.md 3: openclaw `skills[]` entries that are absolute or contain
// ".." (anywhere in the text) are rejected (`skills_path_rejected`); an
// entry naming no folder of the pack loads nothing either.
import { defineRule } from '../rule.js';

export default defineRule({
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
});
