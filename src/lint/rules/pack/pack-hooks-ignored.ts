// docs/ecosystems.md#packs: hooks are ignored or dropped; info, as nothing in the pack can fix it. Off unless
// configured: hooks are the plugin's function, with no ongrid equivalent.
import { defineRule } from '../../rule.js';

export type Args = { code: 'hooks_unsupported' | 'hooks_dropped' };

export default defineRule<'pack-hooks-ignored', Args>({
  id: 'pack-hooks-ignored',
  severity: 'info',
  manager: true,
  optIn: true,
  pack(p, report) {
    const { layout, hooksDir, manifest } = p.facts;
    if (layout === undefined) return;
    if (hooksDir) report({ code: 'hooks_unsupported' }, { file: p.file('hooks') });
    for (const d of manifest?.dropped ?? []) if (d.key === 'hooks') report({ code: 'hooks_dropped' }, { file: manifest!.file, pointer: d.pointer, key: true });
  },
  help: 'hooks in a pack: ignored (off unless configured: the pack loads, the manager has no hooks and the author has no equivalent to switch to; turn it on to vet what a pack brings)',
  message(a) {
    return a.code === 'hooks_unsupported'
      ? 'packs cannot bring hooks: the manager ignores this folder (hooks_unsupported)'
      : 'packs cannot bring hooks: the manager drops the hooks the manifest declares (hooks_dropped)';
  },
});
