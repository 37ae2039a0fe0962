// manager.md 8: numbers in the schema become Go float64s on the way to the
// model; a literal beyond float64 (1e400) fails that decode and the tool
// is dropped, although the manifest itself loads.
import { fromBStr } from '../../../go/bytes.js';
import type { JsonNode } from '../../../go/gojson.js';
import { pointerOf } from '../../../source/pointer.js';
import { defineRule } from '../../rule.js';

/** Number literals a float64 cannot hold, with the path to each. */
function outOfRange(node: JsonNode, path: Array<string | number>, found: Array<{ node: JsonNode; path: Array<string | number> }>): void {
  if (node.kind === 'number') {
    if (!Number.isFinite(Number(node.raw))) found.push({ node, path: [...path] });
  } else if (node.kind === 'array') {
    node.items.forEach((item, i) => {
      path.push(i);
      outOfRange(item, path, found);
      path.pop();
    });
  } else if (node.kind === 'object') {
    for (const m of node.members) {
      path.push(m.key);
      outOfRange(m.value, path, found);
      path.pop();
    }
  }
}

export default defineRule({
  id: 'schema-number-range',
  severity: 'error',
  manifest(m, report) {
    const s = m.schema();
    if (s?.node.kind !== 'object') return;
    const found: Array<{ node: JsonNode; path: Array<string | number> }> = [];
    outOfRange(s.node, [s.member.key], found);
    for (const { node, path } of found) {
      report({ literal: fromBStr(m.file.src!.slice(node.start, node.end)) }, { pointer: pointerOf(path), offset: node.start });
    }
  },
  help: 'a schema number beyond float64: the agent tool is dropped',
  message(a) {
    return `${a.literal} does not fit a float64; the agent bridge fails to decode the schema and drops the tool; use a smaller number`;
  },
});
