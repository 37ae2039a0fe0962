// docs/ecosystems.md#packs: no `id` installs under `name` (info). openclaw.plugin.json only: a Claude plugin.json
// has no `id` field (https://code.claude.com/docs/en/plugins-reference).
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { name: string };

export default defineRule<'pack-id-fallback', Args>({
  id: 'pack-id-fallback',
  severity: 'info',
  manager: true,
  pack(p, report) {
    const { manifest, idFrom, id, layout } = p.facts;
    if (manifest && layout !== 'claude' && idFrom === 'name') report({ name: id! }, { file: manifest.file, pointer: '/name' });
  },
  help: 'an openclaw.plugin.json without id: installed under its name (info: it installs and works; not reported for a Claude plugin.json, which has no id field)',
  message(a) {
    return `no "id": the manager installs the pack under its name ${q(a.name)} (id_fallback_from_name); add "id" to fix it`;
  },
});
