// ecosystem.md 3: a manifest without `id` installs under its `name`, with
// the manager's `id_fallback_from_name` warning. Info (README "Severity
// policy"): the pack installs and works under its name; Claude plugin.json
// has no `id` field at all, so there is nothing for its author to change.
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export default defineRule({
  id: 'pack-id-fallback',
  severity: 'info',
  manager: true,
  pack(p, report) {
    const { manifest, idFrom, id } = p.facts;
    if (manifest && idFrom === 'name') report({ name: id! }, { file: manifest.file, pointer: '/name' });
  },
  help: 'a pack manifest without id: installed under its name (Claude plugin.json has no id)',
  message(a) {
    return `no "id": the manager installs the pack under its name ${q(a.name)} (id_fallback_from_name); add "id" to fix it`;
  },
});
