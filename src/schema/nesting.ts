// Why a JSON Schema check ran out of stack: ajv recurses, so a schema or value thousands deep, or `{"$ref":"#"}`, ends
// in a RangeError. Depths are counted without recursion.

/** Deeper than this, a RangeError is put down to the nesting, not to a `$ref` loop. */
const DEEP = 200;

export type StackOut =
  | { cause: 'schema'; depth: number }
  | { cause: 'value'; depth: number }
  /** Neither is deep: the schema refers back to itself without descending. */
  | { cause: 'self-reference' };

/** Whether `e` is V8's stack overflow (an invalid array or string length is another RangeError). */
export function isStackOverflow(e: unknown): boolean {
  return e instanceof RangeError && e.message.startsWith('Maximum call stack size exceeded');
}

export function nestingDepth(value: unknown): number {
  let most = 0;
  const stack: Array<[unknown, number]> = [[value, 1]];
  for (let top = stack.pop(); top; top = stack.pop()) {
    const [v, depth] = top;
    if (v === null || typeof v !== 'object') continue;
    most = Math.max(most, depth);
    for (const child of Object.values(v)) stack.push([child, depth + 1]);
  }
  return most;
}

/** The likeliest cause of a RangeError from compiling `schema`, or from checking `value` against it. */
export function stackOutCause(schema: unknown, value?: { value: unknown }): StackOut {
  const schemaDepth = nestingDepth(schema);
  if (schemaDepth > DEEP) return { cause: 'schema', depth: schemaDepth };
  const valueDepth = value === undefined ? 0 : nestingDepth(value.value);
  if (valueDepth > DEEP) return { cause: 'value', depth: valueDepth };
  return { cause: 'self-reference' };
}
