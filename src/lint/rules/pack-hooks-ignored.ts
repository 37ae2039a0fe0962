// ecosystem.md 3: packs cannot bring hooks: a hooks/ folder is ignored
// (`hooks_unsupported`), hooks declared in the manifest are dropped
// (`hooks_dropped`).
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'pack-hooks-ignored',
  severity: 'warning',
  pack(p, report) {
    const { layout, hooksDir, manifest } = p.facts;
    if (layout === undefined) return;
    if (hooksDir) report({ code: 'hooks_unsupported' }, { file: p.file('hooks') });
    for (const d of manifest?.dropped ?? []) if (d.key === 'hooks') report({ code: 'hooks_dropped' }, { file: manifest!.file, pointer: d.pointer, key: true });
  },
});
