// A quadratic pattern (`\s*$`: every start position rescans a long run of
// spaces) runs under the regex budget like an exponential one: `run` and
// `validate` give up on a 200,000-character value within the budget and name
// the pattern, and validate warns on the pattern itself.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base: string;
beforeEach(() => (base = tempBase()));
afterEach(() => removeBase(base));

const manifest = (schema: unknown) => ({ name: 'quad_skill', description: 'd', class: 'safe', entry: 'run.sh', timeout_seconds: 5, schema });
const long = ' '.repeat(200_000) + 'x';

describe('a quadratic schema pattern', () => {
  it('run gives up on a long value within its budget and names the pattern; a short value is checked', { timeout: 60_000 }, () => {
    buildTree(base, { files: skill('s', manifest({ type: 'object', properties: { a: { type: 'string', pattern: '\\s*$' } } })) });
    const r = runCli(['run', 'quad_skill', '--dir', base], { input: JSON.stringify({ a: long }), timeoutMs: 20_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/too slow to check: its pattern "\\\\s\*\$" ran over 1 s on one value/);
    expect(runCli(['run', 'quad_skill', '--dir', base], { input: JSON.stringify({ a: '  x' }), timeoutMs: 20_000 }).code).toBe(0);
  });

  it('patternProperties are budgeted the same way', { timeout: 60_000 }, () => {
    buildTree(base, { files: skill('s', manifest({ type: 'object', patternProperties: { '\\s*$': { type: 'string' } } })) });
    const r = runCli(['run', 'quad_skill', '--dir', base], { input: JSON.stringify({ [long]: 'v' }), timeoutMs: 20_000 });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('too slow to check');
  });

  it('validate checks a long example under the budget and warns on the pattern', { timeout: 60_000 }, () => {
    const schema = { type: 'object', properties: { a: { type: 'string', pattern: '\\s*$' }, b: { type: 'string', pattern: '^\\w+\\d+$' }, c: { type: 'string', pattern: '^\\s*$' } } };
    buildTree(base, { files: [...skill('s', manifest(schema))!, { path: 's/examples/one.json', text: JSON.stringify({ a: long }) }] });
    const v = runCli(['validate', 's'], { cwd: base, timeoutMs: 20_000 });
    expect(v.code).toBe(0);
    expect(v.stdout).toContain('example cannot be checked against the schema: its pattern "\\\\s*$" ran over 1 s');
    expect(v.stdout).toMatch(/pattern "\\\\s\*\$" has no leading \^, so every start position rescans .*\[schema-pattern-backtracking\]/);
    expect(v.stdout).toMatch(/pattern "\^\\\\w\+\\\\d\+\$" has two repetitions of overlapping characters .*\[schema-pattern-backtracking\]/);
    expect(v.stdout.match(/\[schema-pattern-backtracking\]/g)).toHaveLength(2);
  });
});
