// docs/ecosystems.md#packs: a folder meant as a pack (signature.json or .claude-plugin/) in none of the manager's
// three layouts is refused with its text.
import { NOT_A_PACK } from '../../../ecosystems/pack.js';
import { defineRule } from '../../rule.js';

export type Args = { manager: string };

export default defineRule<'pack-layout-unknown', Args>({
  id: 'pack-layout-unknown',
  severity: 'error',
  manager: true,
  pack(p, report) {
    if (p.facts.layout === undefined) report({ manager: NOT_A_PACK }, { file: p.file(p.facts.layoutFile!) });
  },
  help: 'a folder meant as a pack with no layout the manager recognises',
  message(a) {
    return `this folder looks meant as a pack, but the manager refuses it: ${a.manager}`;
  },
});
