// ecosystem.md 3: a pack without signature.json installs as `unsigned`.
import { q } from '../../../words.js';
import { defineRule } from '../../rule.js';

export default defineRule({
  id: 'pack-unsigned',
  severity: 'info',
  manager: true,
  pack(p, report) {
    const { layout, signature, id, layoutFile } = p.facts;
    if (layout !== undefined && signature.state === 'unsigned') report({ id }, { file: p.file(layoutFile!) });
  },
  help: 'a pack without signature.json: installed as unsigned',
  message(a) {
    return `no signature.json: the manager installs ${a.id ? `pack ${q(a.id)}` : 'the pack'} as unsigned; sign it with ongrid-skills pack sign`;
  },
});
