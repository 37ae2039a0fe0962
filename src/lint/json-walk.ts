// Every value of a JSON tree in document order, with the path to it.
// Iterative: the manager's decoder takes 10,000 levels of nesting, more
// than the JavaScript stack holds, so the input never sets a recursion depth.
import type { JsonNode } from '../go/gojson.js';

const LEAVE = Symbol('leave');

/** Visits `node` and everything below it; `path` is a shared stack (copy it to keep it). */
export function eachValue(node: JsonNode, path: Array<string | number>, visit: (n: JsonNode, path: Array<string | number>) => void): void {
  // A job enters a value under a path token, or leaves one (pops its token).
  const jobs: Array<[JsonNode, string | number] | typeof LEAVE> = [];
  const enter = (n: JsonNode): void => {
    visit(n, path);
    if (n.kind === 'object') for (let i = n.members.length - 1; i >= 0; i--) jobs.push(LEAVE, [n.members[i].value, n.members[i].key]);
    else if (n.kind === 'array') for (let i = n.items.length - 1; i >= 0; i--) jobs.push(LEAVE, [n.items[i], i]);
  };
  enter(node);
  for (let job = jobs.pop(); job !== undefined; job = jobs.pop()) {
    if (job === LEAVE) {
      path.pop();
      continue;
    }
    path.push(job[1]);
    enter(job[0]);
  }
}
