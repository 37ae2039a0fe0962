// validate passes a schema of the subset (src/schema/schema-subset.ts)
// without ajv, as valid by its meta-schema: that must be ajv's answer too,
// for draft-07 and 2020-12 alike (random schemas: test/helpers/schema-arb.ts),
// and a validate of such a skill must not load ajv at all.
import fc from 'fast-check';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSchemaChecker } from '../../src/schema/jsonschema.js';
import { inSubset } from '../../src/schema/schema-subset.js';
import { loadedBy } from '../helpers/loaded.js';
import { schema } from '../helpers/schema-arb.js';
import { removeBase, RUN_SH, tempBase } from '../helpers/tree.js';

const base = tempBase('ongrid-skills-subset-');
afterAll(() => removeBase(base));

describe('schema subset: valid by the meta-schemas where ajv agrees', () => {
  it('never passes a schema either meta-schema refuses (random schemas)', async () => {
    const checker = await loadSchemaChecker();
    let inside = 0;
    fc.assert(
      fc.property(schema, (s) => {
        if (typeof s !== 'object' || s === null || !inSubset(s, true)) return;
        inside++;
        expect(checker.metaIssues(s, '2020-12')).toEqual([]);
        expect(checker.metaIssues(s, 'draft-07')).toEqual([]);
      }),
      { numRuns: 2500 },
    );
    expect(inside).toBeGreaterThan(250);
  });

  it('leaves to ajv what a meta-schema refuses though ajv compiles it', () => {
    expect(inSubset({ type: ['string', 'string'] })).toBe(false); // uniqueItems
    expect(inSubset({ required: ['a', 'a'] })).toBe(false);
    expect(inSubset({ enum: [1, 1] })).toBe(false); // draft-07: unique
    expect(inSubset({ enum: [JSON.parse('1e400'), null] }, true)).toBe(false); // Infinity is JSON's null to the meta-schema check
    expect(inSubset({ title: 5 })).toBe(false);
    expect(inSubset({ items: [{ type: 'string' }] })).toBe(false); // 2020-12: one schema
    expect(inSubset({ type: 'object', properties: { path: { type: 'string', minLength: 1 } }, required: ['path'] })).toBe(true);
    // What only a check of values would need ajv for.
    const formatted = { type: 'object', 'x-ui': 'clock', properties: { at: { type: 'string', format: 'date-time' } } };
    expect(inSubset(formatted, true)).toBe(true);
    expect(inSubset(formatted)).toBe(false);
    expect(inSubset({ multipleOf: 0 }, true)).toBe(false);
  });
});

function skill(name: string, extra: Record<string, unknown>, files: Record<string, string> = {}): string {
  const dir = path.join(base, 'tree', name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'skill.json'), JSON.stringify({ name, description: 'a skill to check', entry: 'run.sh', ...extra }));
  writeFileSync(path.join(dir, 'run.sh'), RUN_SH, { mode: 0o755 });
  for (const [file, text] of Object.entries(files)) {
    mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    writeFileSync(path.join(dir, file), text);
  }
  return dir;
}

describe('validate loads ajv only where the subset cannot answer', () => {
  const plain = { type: 'object', properties: { path: { type: 'string', minLength: 1 } }, required: ['path'] };
  it('a schema of the subset: no ajv, and no schema finding', () => {
    const dir = skill('plain_schema', { schema: plain });
    const r = loadedBy(['validate', dir, '--format', 'json']);
    expect(r.packages.has('ajv')).toBe(false);
    expect(r.stdout).not.toContain('schema-invalid');
  });
  it('a schema outside it, or one with examples to check: ajv, and its findings', () => {
    const bad = loadedBy(['validate', skill('bad_schema', { schema: { type: 'strin' } }), '--format', 'json']);
    expect(bad.packages.has('ajv')).toBe(true);
    expect(bad.stdout).toContain('schema-invalid');
    const examples = loadedBy(['validate', skill('with_examples', { schema: plain }, { 'examples/a.json': '{"path":""}' }), '--format', 'json']);
    expect(examples.packages.has('ajv')).toBe(true);
    expect(examples.stdout).toContain('example-invalid');
  });
  it('skills sharing a schema text share the answer, and only they (the answer is kept by text)', () => {
    const root = path.join(base, 'shared');
    const write = (name: string, schema: unknown) => {
      const dir = path.join(root, name);
      mkdirSync(dir, { recursive: true });
      writeFileSync(path.join(dir, 'skill.json'), JSON.stringify({ name, description: 'a skill to check', entry: 'run.sh', schema }));
      writeFileSync(path.join(dir, 'run.sh'), RUN_SH, { mode: 0o755 });
    };
    // Walked in name order: a text in the subset is answered first.
    write('a_plain', plain);
    write('b_plain', plain);
    write('c_bad', { type: 'strin' });
    write('d_bad', { type: 'strin' });
    write('e_bad', { ...plain, type: 'strin' });
    const r = loadedBy(['validate', root, '--format', 'json']);
    const invalid = (JSON.parse(r.stdout) as { diagnostics: Array<{ rule: string; file: string }> }).diagnostics
      .filter((d) => d.rule === 'schema-invalid')
      .map((d) => path.basename(path.dirname(d.file)));
    expect(invalid.sort()).toEqual(['c_bad', 'd_bad', 'e_bad']);
  });
});
