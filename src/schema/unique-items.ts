// `uniqueItems` in linear time where ajv compares every pair: items keyed by canonical JSON (built without recursion),
// naming the pair ajv names (the last item equal to an earlier one, and the nearest such).

export function canonicalJson(value: unknown): string {
  const out: string[] = [];
  // A stack of values still to write, and literal separators between them.
  const stack: Array<{ v: unknown } | { s: string }> = [{ v: value }];
  while (stack.length > 0) {
    const top = stack.pop()!;
    if ('s' in top) {
      out.push(top.s);
      continue;
    }
    const v = top.v;
    if (Array.isArray(v)) {
      stack.push({ s: ']' });
      for (let i = v.length - 1; i >= 0; i--) {
        stack.push({ v: v[i] });
        if (i > 0) stack.push({ s: ',' });
      }
      out.push('[');
    } else if (v !== null && typeof v === 'object') {
      const keys = Object.keys(v).sort();
      stack.push({ s: '}' });
      for (let i = keys.length - 1; i >= 0; i--) {
        stack.push({ v: (v as Record<string, unknown>)[keys[i]!] });
        stack.push({ s: (i > 0 ? ',' : '') + JSON.stringify(keys[i]) + ':' });
      }
      out.push('{');
    } else {
      out.push(JSON.stringify(v) ?? 'null');
    }
  }
  return out.join('');
}

export function firstDuplicate(items: unknown[]): [number, number] | undefined {
  const seen = new Map<string, number>();
  let found: [number, number] | undefined;
  for (let i = 0; i < items.length; i++) {
    const key = canonicalJson(items[i]);
    const j = seen.get(key);
    if (j !== undefined) found = [j, i];
    seen.set(key, i);
  }
  return found;
}

interface AjvKeywords {
  removeKeyword(keyword: string): unknown;
  addKeyword(def: never): unknown;
}

type KeywordFn = ((schema: boolean, data: unknown[]) => boolean) & { errors?: object[] };

/** Replace ajv's uniqueItems with the linear one, same error words and params. */
export function linearUniqueItems(ajv: AjvKeywords): void {
  const validate: KeywordFn = (schema, data) => {
    validate.errors = [];
    if (!schema) return true;
    const pair = firstDuplicate(data);
    if (pair === undefined) return true;
    const [j, i] = pair;
    validate.errors = [{ keyword: 'uniqueItems', params: { i, j }, message: `must NOT have duplicate items (items ## ${j} and ${i} are identical)` }];
    return false;
  };
  ajv.removeKeyword('uniqueItems');
  ajv.addKeyword({ keyword: 'uniqueItems', type: 'array', schemaType: 'boolean', errors: true, validate } as never);
}
