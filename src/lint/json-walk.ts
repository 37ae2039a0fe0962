// Every value of a JSON tree in document order with its path, iteratively: the manager's decoder takes 10,000 levels,
// more than the JavaScript stack holds.
import type { JsonNode } from '../go/gojson.js';

/** Visits `node` and everything below it; `path` is a shared stack (copy it to keep it). */
export function eachValue(node: JsonNode, path: Array<string | number>, visit: (n: JsonNode, path: Array<string | number>) => void): void {
  // Two stacks in step: a value to enter with its path token, or `undefined` to leave one. No tuple per value:
  // several rules walk the schemas of every manifest.
  const nodes: Array<JsonNode | undefined> = [];
  const tokens: Array<string | number> = [];
  const enter = (n: JsonNode): void => {
    visit(n, path);
    if (n.kind === 'object') {
      for (let i = n.members.length - 1; i >= 0; i--) {
        nodes.push(undefined, n.members[i].value);
        tokens.push(0, n.members[i].key);
      }
    } else if (n.kind === 'array') {
      for (let i = n.items.length - 1; i >= 0; i--) {
        nodes.push(undefined, n.items[i]);
        tokens.push(0, i);
      }
    }
  };
  enter(node);
  while (nodes.length > 0) {
    const next = nodes.pop();
    const token = tokens.pop()!;
    if (next === undefined) {
      path.pop();
      continue;
    }
    path.push(token);
    enter(next);
  }
}
