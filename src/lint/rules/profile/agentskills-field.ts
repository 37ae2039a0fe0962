// The Agent Skills spec's optional fields and types (docs/skill-md.md#skillmd); the manager's metadata holds lists and
// maps (docs/ecosystems.md#native-skills), which strict readers of the spec refuse.
import { keysAt, nodeAt, stringAt } from '../../../ecosystems/md-doc.js';
import { escapeToken } from '../../../source/pointer.js';
import { defineRule } from '../../rule.js';
import YAML from 'yaml';
import { charCount } from '../../../source/chars.js';

const MANAGER_METADATA = ['os', 'requires', 'ongrid'];

export type Args = { field: string; problem: 'type' | 'length' | 'nested'; length?: number; ongrid: boolean };

export default defineRule<'agentskills-field', Args>({
  id: 'agentskills-field',
  severity: 'error',
  profile: 'agentskills',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.parses) return;
    const ongrid = m.profiles.has('ongrid');
    for (const field of ['license', 'compatibility', 'allowed-tools']) {
      const node = nodeAt(m.doc, `/${field}`);
      if (!node || (YAML.isScalar(node) && node.value === null)) continue;
      if (!YAML.isScalar(node) || typeof node.value !== 'string') report({ field, problem: 'type', ongrid: false }, m.where(`/${field}`));
      else if (field === 'compatibility' && charCount(node.value) > 500) report({ field, problem: 'length', length: charCount(node.value), ongrid: false }, m.where(`/${field}`));
    }
    const metadata = nodeAt(m.doc, '/metadata');
    if (!metadata || (YAML.isScalar(metadata) && metadata.value === null)) return;
    if (!YAML.isMap(metadata)) return report({ field: 'metadata', problem: 'type', ongrid: false }, m.where('/metadata'));
    for (const key of keysAt(m.doc, '/metadata')) {
      const pointer = `/metadata/${escapeToken(key)}`;
      if (stringAt(m.doc, pointer) !== undefined || !nodeAt(m.doc, pointer)) continue;
      report({ field: `metadata.${key}`, problem: 'nested', ongrid: ongrid && MANAGER_METADATA.includes(key) }, m.where(pointer));
    }
  },
  help: 'Agent Skills: license, compatibility, allowed-tools or metadata of the wrong form',
  message(a) {
    if (a.problem === 'length') return `Agent Skills spec: ${a.field} has ${a.length} characters, over the limit of 500; shorten it`;
    if (a.problem === 'nested') {
      const base = `Agent Skills spec: ${a.field} is not a string (metadata maps strings to strings); strict readers of the spec refuse it`;
      return a.ongrid ? `${base}, but the manager reads ${a.field} as a list or mapping: a SKILL.md for both has to pick one` : `${base}; write it as a string`;
    }
    return `Agent Skills spec: ${a.field} must be ${a.field === 'metadata' ? 'a mapping of strings' : a.field === 'allowed-tools' ? 'one space-separated string' : 'a string'}`;
  },
});
