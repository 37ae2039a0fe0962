// A manifest schema is checked against its own dialect's meta-schema:
// `$schema` draft-07, or 2020-12 (also when absent). Each dialect has its
// own ajv instance, made when a schema of it first comes, so the answer
// must not depend on which dialect came first or on the other's presence.
import { describe, expect, it } from 'vitest';
import { type Dialect, loadSchemaChecker } from '../../src/schema/jsonschema.js';

// `items` as an array is draft-07's tuple form; 2020-12 wants one schema there.
const tuple = { type: 'array', items: [{ type: 'string' }] };
// `prefixItems` is 2020-12's tuple keyword; draft-07 does not know it (ignored).
const prefix = { type: 'array', prefixItems: 5 };

const verdicts = async (order: Array<[object, Dialect]>): Promise<boolean[]> => {
  const checker = await loadSchemaChecker();
  return order.map(([schema, dialect]) => checker.metaIssues(schema, dialect).length === 0);
};

describe('the meta-schema check of each dialect', () => {
  it('takes draft-07 tuples and refuses them under 2020-12, whichever comes first', async () => {
    expect(await verdicts([[tuple, 'draft-07'], [tuple, '2020-12'], [prefix, 'draft-07'], [prefix, '2020-12']])).toEqual([true, false, true, false]);
    expect(await verdicts([[prefix, '2020-12'], [prefix, 'draft-07'], [tuple, '2020-12'], [tuple, 'draft-07']])).toEqual([false, true, false, true]);
  });

  it('compiles with the dialect asked for', async () => {
    const checker = await loadSchemaChecker();
    const as07 = checker.compile(tuple, 'draft-07');
    expect(as07.ok).toBe(true);
    if (as07.ok) {
      expect(as07.validate(['a', 2])).toEqual([]);
      expect(as07.validate([1])).toHaveLength(1);
    }
    const as2020 = checker.compile({ type: 'array', prefixItems: [{ type: 'string' }] }, '2020-12');
    expect(as2020.ok).toBe(true);
    if (as2020.ok) expect(as2020.validate([1])).toHaveLength(1);
  });
});
