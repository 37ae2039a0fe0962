// docs/ecosystems.md#packs: a bare pack's id, from its folder name, said when it differs. Off unless configured:
// the folder name is the installer's choice and the pack works either way.
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { folder: string; id: string };

export default defineRule<'pack-id-derived', Args>({
  id: 'pack-id-derived',
  severity: 'info',
  manager: true,
  optIn: true,
  pack(p, report) {
    const { layout, id, folder, layoutFile } = p.facts;
    if (layout === 'bare' && id !== undefined && id !== folder) report({ folder, id }, { file: p.file(layoutFile!) });
  },
  help: "a bare pack's id derived from a folder name that differs from it (off unless configured: the folder is the installer's choice and the pack works either way)",
  message(a) {
    return `a bare pack's id comes from its folder name: ${q(a.folder)} installs as ${q(a.id)} (/var/lib/ongrid/skills/${a.id})`;
  },
});
