// ecosystem.md 3: a pack without signature.json installs as `unsigned`.
import { defineRule } from '../rule.js';

export default defineRule({
  id: 'pack-unsigned',
  severity: 'info',
  manager: true,
  pack(p, report) {
    const { layout, signature, id, layoutFile } = p.facts;
    if (layout !== undefined && signature.state === 'unsigned') report({ id }, { file: p.file(layoutFile!) });
  },
});
