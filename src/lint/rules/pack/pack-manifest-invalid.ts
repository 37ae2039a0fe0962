// docs/ecosystems.md#packs: the plugin manifest must be an object with string `id`, `name`, `version`, `description`,
// an object `configSchema` (and openclaw's `skills` a list of paths), else the manager refuses the pack.
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { message: string; key?: string; want?: string };

export default defineRule<'pack-manifest-invalid', Args>({
  id: 'pack-manifest-invalid',
  severity: 'error',
  manager: true,
  pack(p, report) {
    const manifest = p.facts.manifest;
    if (!manifest) return;
    if (manifest.invalid) return report({ message: manifest.invalid.message }, { file: manifest.file, offset: manifest.invalid.offset });
    for (const e of manifest.typeErrors) {
      report({ message: `${e.key} must be ${e.want === 'array' || e.want === 'object' ? 'an' : 'a'} ${e.want}`, key: e.key, want: e.want }, { file: manifest.file, pointer: e.pointer });
    }
  },
  help: 'a pack manifest the manager cannot decode',
  message(a) {
    return a.key ? `${code(a.key)} must be ${a.want === 'array' || a.want === 'object' ? 'an' : 'a'} ${a.want}; the manager cannot decode the manifest and refuses the pack` : `the manager cannot decode the pack manifest (${a.message}) and refuses the pack`;
  },
});
