// Visits every subschema of a schema held as the reader's tree, so rules can point at the keyword (2020-12 and
// draft-07 applicators); `enum`, `const`, `default`, `examples` values are data, not entered.
import type { BStr } from '../go/bytes.js';
import type { JsonNode } from '../go/gojson.js';

type Shape = 'one' | 'list' | 'map' | 'one-or-list';

const APPLICATORS: Record<string, Shape> = {
  additionalProperties: 'one',
  additionalItems: 'one',
  contains: 'one',
  not: 'one',
  if: 'one',
  then: 'one',
  else: 'one',
  propertyNames: 'one',
  unevaluatedItems: 'one',
  unevaluatedProperties: 'one',
  contentSchema: 'one',
  items: 'one-or-list',
  allOf: 'list',
  anyOf: 'list',
  oneOf: 'list',
  prefixItems: 'list',
  properties: 'map',
  patternProperties: 'map',
  $defs: 'map',
  definitions: 'map',
  dependentSchemas: 'map',
  dependencies: 'map',
};

/** Keywords whose subschemas describe nested data (they add a nesting level). */
const NESTING = new Set(['properties', 'patternProperties', 'additionalProperties', 'items', 'prefixItems', 'additionalItems']);

export interface SchemaVisit {
  node: JsonNode;
  path: Array<BStr | number>;
  /** Data nesting: 1 at the root, +1 through properties/items. */
  depth: number;
}

export function walkSchema(root: JsonNode, visit: (v: SchemaVisit) => void): void {
  const stack: SchemaVisit[] = [{ node: root, path: [], depth: 1 }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    visit(current);
    const { node } = current;
    if (node.kind !== 'object') continue;
    const children: SchemaVisit[] = [];
    for (const m of node.members) {
      const shape = APPLICATORS[m.key];
      if (!shape) continue;
      const depth = current.depth + (NESTING.has(m.key) ? 1 : 0);
      const v = m.value;
      if ((shape === 'list' || shape === 'one-or-list') && v.kind === 'array') v.items.forEach((item, i) => addChild(children, current, m.key, depth, item, i));
      else if (shape === 'map' && v.kind === 'object') for (const p of v.members) addChild(children, current, m.key, depth, p.value, p.key);
      else if (shape === 'one' || shape === 'one-or-list') addChild(children, current, m.key, depth, v);
    }
    // Depth first, in document order.
    for (let i = children.length - 1; i >= 0; i--) stack.push(children[i]);
  }
}

function addChild(children: SchemaVisit[], parent: SchemaVisit, keyword: string, depth: number, child: JsonNode, token?: BStr | number): void {
  if (child.kind !== 'object' && child.kind !== 'bool') return;
  const path = token === undefined ? [...parent.path, keyword] : [...parent.path, keyword, token];
  children.push({ node: child, path, depth });
}

/** The tree as a JS value for ajv, a repeated key keeping its last value: the first RECURSE levels by recursion
 * (faster), deeper ones on a job stack (Go takes 10,000 levels, more than the JS stack). */
export function toJsValue(node: JsonNode, text: (b: BStr) => string): unknown {
  return converted(node, text, 0);
}

/** Levels converted by recursion before the job stack takes over. */
const RECURSE = 64;

function converted(n: JsonNode, text: (b: BStr) => string, depth: number): unknown {
  if (depth >= RECURSE) return stacked(n, text);
  if (n.kind === 'array') {
    const items = new Array<unknown>(n.items.length);
    for (let i = 0; i < items.length; i++) items[i] = converted(n.items[i], text, depth + 1);
    return items;
  }
  if (n.kind !== 'object') return scalar(n, text);
  const into: Record<string, unknown> = {};
  for (const m of n.members) put(into, text(m.key), converted(m.value, text, depth + 1));
  return into;
}

/** A "__proto__" key is data here, not a prototype: defined, not assigned. Any other key
 * assigned makes the same own property (Object.prototype has no other setter), and faster. */
function put(into: object, key: string | number, v: unknown): void {
  if (key === '__proto__') Object.defineProperty(into, key, { value: v, enumerable: true, writable: true, configurable: true });
  else (into as Record<string | number, unknown>)[key] = v;
}

function stacked(node: JsonNode, text: (b: BStr) => string): unknown {
  const top: { value?: unknown } = {};
  const jobs: Array<[JsonNode, object, string | number]> = [[node, top, 'value']];
  for (let job = jobs.pop(); job; job = jobs.pop()) {
    const [n, into, key] = job;
    const v = n.kind === 'array' ? new Array<unknown>(n.items.length) : n.kind === 'object' ? {} : scalar(n, text);
    put(into, key, v);
    // An item by its number: a string index would make each store a slow keyed one.
    if (n.kind === 'array') for (let i = n.items.length - 1; i >= 0; i--) jobs.push([n.items[i], v as object, i]);
    // Members last to first on the stack, so they are set in document order and the last repeat wins.
    else if (n.kind === 'object') for (let i = n.members.length - 1; i >= 0; i--) jobs.push([n.members[i].value, v as object, text(n.members[i].key)]);
  }
  return top.value;
}

function scalar(node: JsonNode, text: (b: BStr) => string): unknown {
  if (node.kind === 'null') return null;
  if (node.kind === 'bool') return node.value;
  if (node.kind === 'number') return Number(node.raw);
  return node.kind === 'string' ? text(node.value) : undefined;
}
