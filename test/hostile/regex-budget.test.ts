// A schema regular expression that backtracks (`^(a+)+$`
// on forty a's and a "!") no longer spins run or validate: patterns that may
// backtrack are tested under a time budget and the check names the pattern;
// uniqueItems is linear; validate warns on such patterns, and stays quiet on
// plain ones.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { backtrackingGroup } from '../../src/schema/regex-backtrack.js';
import { firstDuplicate } from '../../src/schema/unique-items.js';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base: string;
beforeEach(() => (base = tempBase()));
afterEach(() => removeBase(base));

const manifest = (schema: unknown) => ({ name: 're_skill', description: 'd', class: 'safe', entry: 'run.sh', timeout_seconds: 5, schema });
const evil = 'a'.repeat(40) + '!';

describe('a backtracking schema pattern', () => {
  it('run gives up within its budget and names the pattern', { timeout: 30_000 }, () => {
    buildTree(base, { files: skill('s', manifest({ type: 'object', properties: { a: { type: 'string', pattern: '^(a+)+$' } } })) });
    const r = runCli(['run', 're_skill', '--dir', base], { input: JSON.stringify({ a: evil }), timeoutMs: 20_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: cannot check the args: the schema of "re_skill" is too slow to check: its pattern "\^\(a\+\)\+\$" ran over 1 s on one value/m);
    const ok = runCli(['run', 're_skill', '--dir', base], { input: JSON.stringify({ a: 'b' }), timeoutMs: 20_000 });
    expect(ok.stderr).toContain('must match pattern "^(a+)+$"');
  });

  it('patternProperties and propertyNames are bounded the same way', { timeout: 30_000 }, () => {
    buildTree(base, { files: skill('s', manifest({ type: 'object', patternProperties: { '^(x|x)*$': { type: 'string' } }, propertyNames: { pattern: '^(b+)+$|^x' } })) });
    const r = runCli(['run', 're_skill', '--dir', base], { input: JSON.stringify({ ['b'.repeat(40) + '!']: 1 }), timeoutMs: 20_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('is too slow to check: its pattern "^(');
  });

  it('validate checks examples under the budget and warns on the pattern, not on ^[a-z]+$', { timeout: 30_000 }, () => {
    const schema = { type: 'object', properties: { a: { type: 'string', pattern: '^(a+)+$' }, b: { type: 'string', pattern: '^[a-z]+$' } } };
    buildTree(base, { files: [...skill('s', manifest(schema))!, { path: 's/examples/one.json', text: JSON.stringify({ a: evil }) }] });
    const v = runCli(['validate', 's'], { cwd: base, timeoutMs: 20_000 });
    expect(v.code).toBe(0);
    expect(v.stdout).toContain('example cannot be checked against the schema: its pattern "^(a+)+$" ran over 1 s');
    expect(v.stdout).toMatch(/pattern "\^\(a\+\)\+\$" backtracks exponentially.*\[schema-pattern-backtracking\]/);
    expect(v.stdout.match(/\[schema-pattern-backtracking\]/g)).toHaveLength(1);
  });
});

describe('the backtracking heuristic', () => {
  it('flags nested quantifiers and ambiguous alternation', () => {
    for (const p of ['^(a+)+$', '(a|a)*', '^(\\w+\\s?)+$', '(.*a)*x', '^(\\w|\\d)+$', '^((ab)*)+$', '^(ab|ab)+$', '^([a-z]+)*$']) expect(backtrackingGroup(p), p).toBeDefined();
  });
  it('stays quiet on ordinary patterns, and on nesting too deep to judge', () => {
    const plain = ['^[a-z]+$', '^(\\d+,)*\\d+$', '^(foo|bar)+$', '(a|b)*', '^([a-z0-9]+-)*[a-z0-9]+$', '^\\d{3}-\\d{4}$', '^[^/]+(/[^/]+)*$', '^(https?://)?[\\w.-]+$', '[(]+)*'];
    for (const p of plain) expect(backtrackingGroup(p), p).toBeUndefined();
    expect(backtrackingGroup('('.repeat(100_000) + 'a+' + ')+'.repeat(100_000))).toBeUndefined();
  });
});

describe('uniqueItems', () => {
  it('30,000 objects in well under a second, the pair ajv names', { timeout: 20_000 }, () => {
    const items: unknown[] = Array.from({ length: 30_000 }, (_, i) => ({ k: i, v: [i, 'x'] }));
    let t = Date.now();
    expect(firstDuplicate(items)).toBeUndefined();
    items.push({ v: [5, 'x'], k: 5 });
    expect(firstDuplicate(items)).toEqual([5, 30_000]);
    expect(Date.now() - t).toBeLessThan(3000);
    t = Date.now();
    expect(firstDuplicate([1, { a: [1] }, 2, { a: [1] }, 1])).toEqual([0, 4]);
    buildTree(base, { files: skill('s', manifest({ type: 'object', properties: { u: { type: 'array', uniqueItems: true } } })) });
    const r = runCli(['run', 're_skill', '--dir', base], { input: JSON.stringify({ u: items }), timeoutMs: 15_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('/u: must NOT have duplicate items (items ## 5 and 30000 are identical)');
  });
});
