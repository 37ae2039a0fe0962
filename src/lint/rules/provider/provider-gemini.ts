// Gemini function declarations (docs/ecosystems.md#providers): names start with a letter or `_`, up to 64 of
// [a-zA-Z0-9_.:-]; any keyword outside its OpenAPI subset (additionalProperties, $schema, const, $ref...) or a type list is a 400.
import { fromBStr } from '../../../go/bytes.js';
import { toolName, walkToolSchema } from '../../provider-view.js';
import { PROVIDER_NAME, providerText } from '../../provider-text.js';
import { defineRule } from '../../rule.js';
import type { ProviderFinding } from '../../provider-text.js';

const NAME = /^[A-Za-z_][A-Za-z0-9_.:-]{0,63}$/;
const ALLOWED = new Set([
  'type', 'format', 'title', 'description', 'nullable', 'enum', 'items', 'minItems', 'maxItems', 'properties',
  'required', 'minProperties', 'maxProperties', 'minLength', 'maxLength', 'pattern', 'minimum', 'maximum',
  'anyOf', 'propertyOrdering', 'default', 'example',
]);

export type Args = ProviderFinding;

export default defineRule<'provider-gemini', Args>({
  id: 'provider-gemini',
  severity: 'warning',
  provider: 'gemini',
  manifest(m, report) {
    const name = toolName(m);
    if (name === undefined) return;
    if (!NAME.test(name)) report({ problem: 'name', name: fromBStr(name), limit: 64 }, m.where('name'));
    walkToolSchema(m, (v) => {
      if (v.isRoot && !v.types().includes('object')) report({ problem: 'root-not-object' }, v.at('type'));
      if (v.member('type')?.value.kind === 'array') report({ problem: 'type-array' }, v.at('type'));
      for (const member of v.node.members) {
        const keyword = fromBStr(member.key);
        if (!ALLOWED.has(keyword)) report({ problem: 'keyword', keyword }, v.at(member.key));
      }
    });
  },
  help: "what Gemini's OpenAPI subset refuses (with --providers gemini)",
  message(a) {
    return `${PROVIDER_NAME['provider-gemini']}: ${providerText('provider-gemini', a)}`;
  },
});
