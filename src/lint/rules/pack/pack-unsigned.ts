// docs/ecosystems.md#packs: no signature.json installs as `unsigned`. Info and off unless configured: nearly every
// public pack is unsigned; a team that requires signing turns it on.
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export type Args = { id?: string };

export default defineRule<'pack-unsigned', Args>({
  id: 'pack-unsigned',
  severity: 'info',
  manager: true,
  optIn: true,
  pack(p, report) {
    const { layout, signature, id, layoutFile } = p.facts;
    if (layout !== undefined && signature.state === 'unsigned') report({ id }, { file: p.file(layoutFile!) });
  },
  help: 'a pack without signature.json: installed as unsigned (off unless configured: nearly every pack is unsigned and works; turn it on to require signing)',
  message(a) {
    return `no signature.json: the manager installs ${a.id ? `pack ${q(a.id)}` : 'the pack'} as unsigned; sign it with ongrid-skills pack sign`;
  },
});
