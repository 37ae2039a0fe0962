// The Agent Skills spec allows six top-level keys; its validators reject the rest. Where the manager reads a key under
// metadata.ongrid (docs/ecosystems.md#native-skills), the message says that spelling satisfies both.
import { keysAt, nodeAt } from '../../../ecosystems/md-doc.js';
import { SKILL_SHAPE } from '../../../ecosystems/native-skill.js';
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';

export const AGENTSKILLS_KEYS = ['name', 'description', 'license', 'compatibility', 'metadata', 'allowed-tools'];

const MANAGER_KEYS = typeof SKILL_SHAPE === 'object' && 'map' in SKILL_SHAPE ? Object.keys(SKILL_SHAPE.map) : [];
const ALTERNATIVE: Record<string, string> = { activation: 'metadata.ongrid.activation' };

/** `more`: the file's other keys outside the six, said in the same finding (the validator refuses the file once). */
export type Args = { key: string; ongrid: boolean; alternative?: string; more?: string[] };

export default defineRule<'agentskills-key', Args>({
  id: 'agentskills-key',
  severity: 'error',
  profile: 'agentskills',
  markdown(m, report) {
    if (m.kind !== 'skill' || !m.parses || !nodeAt(m.doc, '')) return;
    const outside = keysAt(m.doc, '').filter((key) => !AGENTSKILLS_KEYS.includes(key));
    // A key the manager also reads keeps its own finding (its message differs); the rest are said together.
    const own = (key: string): boolean => m.profiles.has('ongrid') && MANAGER_KEYS.includes(key);
    const plain = outside.filter((key) => !own(key));
    for (const key of outside.filter(own)) report({ key, ongrid: true, alternative: ALTERNATIVE[key] }, m.where(`/${key}`, true));
    if (plain.length > 0) report({ key: plain[0], ongrid: false, ...(plain.length > 1 ? { more: plain.slice(1) } : {}) }, m.where(`/${plain[0]}`, true));
  },
  help: 'Agent Skills: a top-level key outside the six the spec allows',
  message(a) {
    const keys = [a.key, ...(a.more ?? [])].map(code);
    const base = `Agent Skills spec: ${keys.join(', ')} ${keys.length === 1 ? 'is not one of its keys' : 'are not among its keys'} (${AGENTSKILLS_KEYS.join(', ')}); spec validators refuse the file`;
    if (a.alternative) return `${base}; the manager also reads it as ${a.alternative} (which wins), a place that satisfies both`;
    if (a.ongrid) return `${base}, while the manager reads it only here: a SKILL.md for both cannot have it and pass the spec`;
    return `${base}; move ${keys.length === 1 ? 'it' : 'them'} under metadata`;
  },
});
