// docs/manager.md#what-the-model-sees: schema numbers become Go float64s on the way to the model; a literal beyond
// float64 (1e400) fails that decode and the tool is dropped, although the manifest loads.
import { fromBStr } from '../../../go/bytes.js';
import type { JsonNode } from '../../../go/gojson.js';
import { pointerOf } from '../../../source/pointer.js';
import { defineRule } from '../../rule.js';
import { eachValue } from '../../json-walk.js';

export type Args = { literal: string };

/** Only a literal with an exponent or over 308 digits can overflow float64: a schema text with neither is not walked. */
const MAY_OVERFLOW = /[0-9][eE]|[0-9]{309}/;

export default defineRule<'schema-number-range', Args>({
  id: 'schema-number-range',
  severity: 'error',
  manifest(m, report) {
    const s = m.schema();
    if (s?.node.kind !== 'object') return;
    if (!MAY_OVERFLOW.test(m.file.src!.slice(s.node.start, s.node.end))) return;
    const found: Array<{ node: JsonNode; path: Array<string | number> }> = [];
    eachValue(s.node, [s.member.key], (node, path) => {
      if (node.kind === 'number' && !Number.isFinite(Number(node.raw))) found.push({ node, path: [...path] });
    });
    for (const { node, path } of found) {
      report({ literal: fromBStr(m.file.src!.slice(node.start, node.end)) }, { pointer: pointerOf(path), offset: node.start });
    }
  },
  help: 'a schema number beyond float64: the agent tool is dropped',
  message(a) {
    return `${a.literal} does not fit a float64; the agent bridge fails to decode the schema and drops the tool; use a smaller number`;
  },
});
