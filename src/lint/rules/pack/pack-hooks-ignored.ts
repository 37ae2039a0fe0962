// docs/ecosystems.md#packs: packs cannot bring hooks: a hooks/ folder is ignored
// (`hooks_unsupported`), hooks declared in the manifest are dropped
// (`hooks_dropped`). Info: the pack and its skills load; hooks are a
// feature the manager does not have, and nothing in the pack fixes that.
// Off unless configured: in a judged sample of
// real repos every one was noise: the hooks are the plugin's function,
// with no ongrid equivalent. Turn it on to vet what a pack brings.
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
