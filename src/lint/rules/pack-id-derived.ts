// ecosystem.md 3: a bare pack's id comes from its folder name (lowercase,
// runs outside [a-z0-9] -> "-", trimmed; empty -> untitled-skill-pack)
// and names its install folder; said when it differs from the folder name.
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'pack-id-derived',
  severity: 'info',
  manager: true,
  pack(p, report) {
    const { layout, id, folder, layoutFile } = p.facts;
    if (layout === 'bare' && id !== undefined && id !== folder) report({ folder, id }, { file: p.file(layoutFile!) });
  },
});
