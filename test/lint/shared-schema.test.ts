// Skills often share one schema text (a generated pack, `{"type":"object"}`
// for every skill without arguments): validate checks such a text against
// the meta-schema once and keeps the answer, so each file must still get
// its own findings, at its own position.
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const manifest = (name: string, schema: unknown) => ({ name, description: 'd', entry: 'run.sh', schema });

describe('equal schema texts in many manifests', () => {
  it('each manifest gets the same meta-schema findings, at its own line', async () => {
    base = tempBase();
    const bad = { type: 'object', properties: { n: { type: 'integer', minimum: 'zero' } } };
    const files = ['a', 'b', 'c'].flatMap((n, i) => skill(`skills/${n}`, JSON.stringify(manifest(`s_${n}`, bad), null, i + 1))!);
    buildTree(base, { files: [...files, ...skill('skills/ok', manifest('s_ok', { type: 'object' }))!] });
    const v = await collectValidation([`${base}/skills`], { root: `${base}/skills` }, { cwd: base, env: {} });
    const found = v.diagnostics.filter((d) => d.rule === 'schema-invalid').map((d) => [d.file.replace(base + '/', ''), d.line, d.message]);
    expect(found.map((f) => f[0])).toEqual(['skills/a/skill.json', 'skills/b/skill.json', 'skills/c/skill.json']);
    expect(new Set(found.map((f) => f[2])).size).toBe(1);
    // Indented by 1, 2 and 3 spaces: each finding points into its own file's layout.
    expect(new Set(v.diagnostics.filter((d) => d.rule === 'schema-invalid').map((d) => d.column)).size).toBe(3);
    expect(v.diagnostics.filter((d) => d.file.endsWith('ok/skill.json') && d.rule === 'schema-invalid')).toEqual([]);
  });

});
