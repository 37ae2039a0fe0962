// OpenAI `strict: true` (docs/ecosystems.md#providers): names ^[a-zA-Z0-9_-]{1,64}$; every object closed and all its
// properties required; no allOf/not/if-then-else/dependent*; at most 10 levels and 5000 properties.
import { fromBStr } from '../../../go/bytes.js';
import { escapeToken } from '../../../source/pointer.js';
import { toolName, walkToolSchema } from '../../provider-view.js';
import { PROVIDER_NAME, providerText } from '../../provider-text.js';
import { type Where, defineRule } from '../../rule.js';
import type { ProviderFinding } from '../../provider-text.js';

const NAME_LIMIT = 64;
const DEPTH_LIMIT = 10;
const PROPERTY_LIMIT = 5000;
const UNSUPPORTED = ['allOf', 'not', 'if', 'then', 'else', 'dependentRequired', 'dependentSchemas', 'dependencies'];

export type Args = ProviderFinding;

export default defineRule<'provider-openai-strict', Args>({
  id: 'provider-openai-strict',
  severity: 'warning',
  provider: 'openai',
  manifest(m, report) {
    const name = toolName(m);
    if (name === undefined) return;
    if (name.length > NAME_LIMIT) report({ problem: 'name', name: fromBStr(name), limit: NAME_LIMIT }, m.where('name'));
    let properties = 0;
    let deep = false;
    let rootAt: Where | undefined;
    walkToolSchema(m, (v) => {
      if (v.isRoot) {
        rootAt = v.at();
        if (!v.types().includes('object')) report({ problem: 'root-not-object' }, v.at('type'));
      }
      for (const keyword of UNSUPPORTED) if (v.member(keyword)) report({ problem: 'keyword', keyword }, v.at(keyword));
      if (v.depth > DEPTH_LIMIT && !deep) {
        deep = true;
        report({ problem: 'depth', limit: DEPTH_LIMIT }, v.at());
      }
      const props = v.member('properties')?.value;
      if (!v.types().includes('object') && !props) return;
      const extra = v.member('additionalProperties')?.value;
      if (extra?.kind !== 'bool' || extra.value) report({ problem: 'additional-properties' }, v.at('additionalProperties'));
      if (props?.kind !== 'object') return;
      properties += props.members.length;
      const req = v.member('required')?.value;
      const required = new Set(req?.kind === 'array' ? req.items.flatMap((i) => (i.kind === 'string' ? [i.value] : [])) : []);
      const base = v.at('properties').pointer;
      for (const p of props.members) {
        const property = fromBStr(p.key);
        if (!required.has(p.key)) report({ problem: 'not-required', property }, { pointer: `${base}/${escapeToken(property)}`, offset: p.keyStart });
      }
    });
    if (properties > PROPERTY_LIMIT && rootAt) report({ problem: 'property-count', limit: PROPERTY_LIMIT }, rootAt);
  },
  help: 'what OpenAI strict mode refuses (with --providers openai)',
  message(a) {
    return `${PROVIDER_NAME['provider-openai-strict']}: ${providerText('provider-openai-strict', a)}`;
  },
});
