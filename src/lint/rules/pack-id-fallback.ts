// ecosystem.md 3: a manifest without `id` installs under its `name`, with
// the manager's `id_fallback_from_name` warning.
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'pack-id-fallback',
  severity: 'warning',
  pack(p, report) {
    const { manifest, idFrom, id } = p.facts;
    if (manifest && idFrom === 'name') report({ name: id! }, { file: manifest.file, pointer: '/name' });
  },
});
