// args-fast.ts answers "surely valid" for a run's args without loading ajv;
// it must never say so where ajv (as a run configures it) would refuse the
// args or the schema (random schemas and args: test/helpers/schema-arb.ts).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TESTS, surelyValid } from '../../src/runner/args-fast.js';
import { ajvCheck } from '../../src/runner/args-ajv.js';
import { checkArgsSchema } from '../../src/runner/args-schema.js';
import { SUBSET_ARGS } from '../../src/schema/schema-subset.js';
import { jsonValue, rooted } from '../helpers/schema-arb.js';

describe('args-fast: sure of validity only where ajv agrees', () => {
  it('never says valid where ajv does not (random schemas and args)', async () => {
    let sure = 0;
    await fc.assert(
      fc.asyncProperty(rooted, jsonValue, async (s, value) => {
        if (!surelyValid(s, value)) return;
        sure++;
        const verdict = await ajvCheck(s as Record<string, unknown> | boolean, value, JSON.stringify(s));
        expect(verdict).toEqual({ kind: 'valid' });
      }),
      { numRuns: 2500 },
    );
    // The property is not vacuous: a good share of the cases took the fast path.
    expect(sure).toBeGreaterThan(250);
  });

  it('has a value test for each keyword of the subset', () => {
    expect(Object.keys(TESTS).sort()).toEqual(Object.keys(SUBSET_ARGS).sort());
  });

  it('leaves to ajv what ajv reads otherwise than JSON Schema says', () => {
    // ajv reads data[name]: every object "has" toString.
    expect(surelyValid({ properties: { toString: { type: 'string' } } }, {})).toBe(false);
    expect(surelyValid({ required: ['constructor'] }, {})).toBe(false);
    // 1e400 is Infinity, an integer to ajv's `x % 1`.
    expect(surelyValid({ type: 'integer' }, JSON.parse('1e400'))).toBe(false);
    expect(surelyValid({ maximum: 5 }, JSON.parse('-1e400'))).toBe(false);
    // Keyword values ajv refuses (the schema is unusable), and dialects it does not pick.
    expect(surelyValid({ enum: [] }, 1)).toBe(false);
    expect(surelyValid({ minLength: 2.5 }, 'abc')).toBe(false);
    expect(surelyValid({ type: 'any' }, 1)).toBe(false);
    expect(surelyValid({ $schema: 'http://json-schema.org/draft-04/schema#', type: 'object' }, {})).toBe(false);
    expect(surelyValid({ properties: { a: { $schema: 'http://json-schema.org/draft-07/schema#' } } }, { a: 1 })).toBe(false);
    // Nesting past its depth, in the schema or in an enum's value.
    let deep: unknown = { type: 'object' };
    for (let i = 0; i < 40; i++) deep = { properties: { a: deep } };
    expect(surelyValid(deep, {})).toBe(false);
    const nested = (): unknown => JSON.parse('['.repeat(40) + '1' + ']'.repeat(40));
    expect(surelyValid({ enum: [nested()] }, nested())).toBe(false);
    expect(surelyValid({ enum: [JSON.parse('[[[1]]]')] }, JSON.parse('[[[1]]]'))).toBe(true);
  });

  it('knows the everyday schema without ajv, and still reports a bad value through it', async () => {
    const everyday = {
      $schema: 'https://json-schema.org/draft/2020-12/schema',
      type: 'object',
      description: 'what to clean',
      properties: {
        path: { type: 'string', minLength: 1, description: 'a folder' },
        days: { type: 'integer', minimum: 1, maximum: 3650, default: 7 },
        dry_run: { type: 'boolean' },
        mode: { enum: ['fast', 'safe'] },
        tags: { type: 'array', items: { type: 'string', maxLength: 32 }, maxItems: 10 },
      },
      required: ['path'],
      additionalProperties: false,
    };
    const good = { path: '/var/log', days: 7, dry_run: true, mode: 'safe', tags: ['a'] };
    expect(surelyValid(everyday, good)).toBe(true);
    const raw = JSON.stringify(everyday);
    expect(await checkArgsSchema(raw, Buffer.from(JSON.stringify(good)))).toEqual({ kind: 'valid' });
    expect(await checkArgsSchema(raw, Buffer.from('{"path":"","extra":1}'))).toEqual({
      kind: 'invalid',
      issues: [
        { pointer: '', message: 'must NOT have additional properties: "extra"' },
        { pointer: '/path', message: 'must NOT have fewer than 1 characters' },
      ],
    });
  });
});
