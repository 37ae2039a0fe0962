// A schema regular expression that does not compile is a
// validate error at its position, because `run` refuses that schema.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base: string;
beforeEach(() => (base = tempBase()));
afterEach(() => removeBase(base));

const manifest = (schema: unknown) => ({ name: 're_skill', description: 'd', class: 'safe', entry: 'run.sh', timeout_seconds: 5, schema });

describe('an invalid regular expression in a schema', () => {
  it('is a validate error on the pattern, and run refuses the same schema', () => {
    buildTree(base, { files: skill('s', manifest({ type: 'object', properties: { a: { type: 'string', pattern: '((' } } })) });
    const v = runCli(['validate', 's'], { cwd: base });
    expect(v.code).toBe(1);
    expect(v.stdout).toMatch(/^s\/skill\.json:1:\d+ +error +not a valid JSON Schema: pattern "\(\(" is not a valid regular expression \(Unterminated group\).*\[schema-invalid\]$/m);
    const col = Number(/skill\.json:1:(\d+)/.exec(v.stdout)![1]);
    expect(JSON.stringify(manifest({ type: 'object', properties: { a: { type: 'string', pattern: '((' } } })).slice(col - 1)).toMatch(/^"\(\("/);
    const r = runCli(['run', 're_skill', '--dir', base], { input: '{"a":"x"}' });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('Unterminated group');
  });

  it('in a patternProperties key, and a \\u-mode-only error, are errors too', () => {
    buildTree(base, { files: skill('s', manifest({ type: 'object', patternProperties: { '\\d{': { type: 'string' } } })) });
    const v = runCli(['validate', 's'], { cwd: base });
    expect(v.code).toBe(1);
    expect(v.stdout).toContain('patternProperties "\\\\d{" is not a valid regular expression');
  });
});
