// docs/ecosystems.md#packs: a manifest with neither `id` nor `name` gives the pack no
// id to install under: an error.
import { defineRule } from '../../rule.js';

export type Args = { layout: 'openclaw' | 'claude' };

export default defineRule<'pack-id-missing', Args>({
  id: 'pack-id-missing',
  severity: 'error',
  manager: true,
  pack(p, report) {
    const { layout, manifest, id } = p.facts;
    if ((layout === 'openclaw' || layout === 'claude') && manifest && !manifest.invalid && id === undefined) {
      report({ layout }, { file: manifest.file, pointer: '' });
    }
  },
  help: 'a pack manifest with neither id nor name',
  message() {
    return 'the manifest has neither "id" nor "name": the pack has no id to install under, and the manager refuses it; add "id"';
  },
});
