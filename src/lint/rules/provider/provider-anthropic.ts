// Anthropic tool use (docs/ecosystems.md#providers): names ^[a-zA-Z0-9_-]{1,128}$, an object root; strict tool use
// forbids recursive `$ref`s and numeric, length and array-size limits.
import { fromBStr } from '../../../go/bytes.js';
import { toolName, walkToolSchema } from '../../provider-view.js';
import { PROVIDER_NAME, providerText } from '../../provider-text.js';
import { defineRule } from '../../rule.js';
import type { ProviderFinding } from '../../provider-text.js';

const NAME_LIMIT = 128;
const STRICT_ONLY = ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf', 'minLength', 'maxLength', 'minItems', 'maxItems'];

export type Args = ProviderFinding;

export default defineRule<'provider-anthropic', Args>({
  id: 'provider-anthropic',
  severity: 'warning',
  provider: 'anthropic',
  manifest(m, report) {
    const name = toolName(m);
    if (name === undefined) return;
    if (name.length > NAME_LIMIT) report({ problem: 'name', name: fromBStr(name), limit: NAME_LIMIT }, m.where('name'));
    const schemaPointer = m.schema()?.pointer ?? '';
    walkToolSchema(m, (v) => {
      if (v.isRoot && !v.types().includes('object')) report({ problem: 'root-not-object' }, v.at('type'));
      for (const keyword of STRICT_ONLY) if (v.member(keyword)) report({ problem: 'strict-keyword', keyword }, v.at(keyword));
      const ref = v.member('$ref')?.value;
      if (ref?.kind !== 'string' || !ref.value.startsWith('#')) return;
      // A reference to this schema or one enclosing it recurses.
      const target = schemaPointer + ref.value.slice(1);
      const here = v.at().pointer!;
      if (here === target || here.startsWith(target + '/')) report({ problem: 'strict-recursion', keyword: '$ref' }, v.at('$ref'));
    });
  },
  help: 'what Anthropic tool use refuses (with --providers anthropic)',
  message(a) {
    return `${PROVIDER_NAME['provider-anthropic']}: ${providerText('provider-anthropic', a)}`;
  },
});
