// `--help`, `--version`, `scan` and `list` never load
// ajv (or the SARIF writer); `validate` loads ajv only when a manifest has
// a schema the subset (src/schema/schema-subset.ts) cannot answer for; and
// none of them loads node:crypto. Traced with V8's
// coverage of the bundle and of Node's modules (test/helpers/loaded.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { loadedBy } from '../helpers/loaded.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const HEAVY = ['ajv', 'ajv-formats', 'node-sarif-builder'];

/** Which heavy packages `args` initialised, sorted (V8 coverage of the bundle). */
function loaded(args: string[]): string[] {
  const r = loadedBy(args, { cwd: base });
  expect(r.status === 0 || r.status === 1).toBe(true);
  expect(r.bundleLoaded).toBe(true);
  return HEAVY.filter((name) => r.packages.has(name));
}

describe('heavy modules load only where needed', () => {
  it.each([[['--help']], [['validate', '--help']], [['list', '--help']], [['scan']], [['list']], [['list', '--tools', 'openai']], [['list', '--json']]])(
    '%j loads none of them',
    (args) => {
      base = tempBase();
      buildTree(base, { files: skill('a', { name: 'typed', description: 'd', entry: 'run.sh', schema: { type: 'object' } }) });
      expect(loaded(args as string[])).toEqual([]);
    },
  );

  // node:crypto costs a start milliseconds: it loads on first use (platform/node-builtin.ts).
  it.each([[['scan']], [['list']], [['validate', '.']], [['--help']]])('%j loads no node:crypto', (args) => {
    base = tempBase();
    buildTree(base, { files: skill('a', { name: 'plain', description: 'd', entry: 'run.sh', timeout_seconds: 5 }) });
    const r = loadedBy(args as string[], { cwd: base });
    expect(r.bundleLoaded).toBe(true);
    expect(r.builtins.has('node:crypto')).toBe(false);
  });

  // bin/ongrid-skills.js starts a program with the command alone for these (scripts/build.mjs).
  it.each([
    ['scan', 'ongrid-skills-scan.cjs'],
    ['validate', 'ongrid-skills-validate.cjs'],
    ['list', 'ongrid-skills.cjs'],
  ])('%s runs from %s alone', (command, bundle) => {
    base = tempBase();
    buildTree(base, { files: skill('a', { name: 'plain', description: 'd', entry: 'run.sh', timeout_seconds: 5 }) });
    expect([...loadedBy([command], { cwd: base }).bundles]).toEqual([bundle]);
  });

  it('validate loads ajv for a schema the subset cannot answer for, and not for a plain one or none', () => {
    base = tempBase();
    buildTree(base, { files: skill('a', { name: 'plain', description: 'd', entry: 'run.sh', timeout_seconds: 5 }) });
    expect(loaded(['validate', '.'])).toEqual([]);
    buildTree(base, { files: skill('b', { name: 'typed', description: 'd', entry: 'run.sh', timeout_seconds: 5, schema: { type: 'object' } }) });
    expect(loaded(['validate', '.'])).toEqual([]);
    const patterned = { type: 'object', properties: { id: { type: 'string', pattern: '^[a-z]+$' } } };
    buildTree(base, { files: skill('c', { name: 'patterned', description: 'd', entry: 'run.sh', timeout_seconds: 5, schema: patterned }) });
    expect(loaded(['validate', '.'])).toEqual(['ajv', 'ajv-formats']);
    expect(loaded(['validate', '.', '--format', 'sarif'])).toEqual(['ajv', 'ajv-formats', 'node-sarif-builder']);
  });
});
