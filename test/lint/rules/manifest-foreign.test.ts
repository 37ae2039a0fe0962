// A skill.json that plainly belongs to another ecosystem (a package or
// plugin manifest: no ongrid-only key, mostly keys the manager ignores, or
// another tool's $schema) is said once by manifest-foreign, with the
// manager's verdict from its loader line, in place of one unknown-key per
// key. The manager's refusal and its loader line stay as
// they are; a manifest with a typo keeps one unknown-key per key.
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../../src/commands/validate/index.js';
import { buildTree, removeBase, skill, tempBase } from '../../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const ofRule = <D extends { rule: string }>(ds: readonly D[], rule: string): D[] => ds.filter((d) => d.rule === rule);
const json = (path: string, doc: unknown) => ({ files: [{ path, text: JSON.stringify(doc, null, 2) }] });

describe('manifest-foreign', () => {
  it("says once that a package manifest is not an ongrid manifest, with the loader's verdict", async () => {
    base = tempBase();
    buildTree(base, json('pdf/skill.json', { name: 'pdf_tools', description: 'PDF helpers', version: '1.2.0', author: 'someone', license: 'MIT', keywords: ['pdf'] }));
    const v = await collectValidation(['pdf'], { profile: ['ongrid'] }, { cwd: base, env: {} });
    const [found, ...more] = ofRule(v.diagnostics, 'manifest-foreign');
    expect(more).toEqual([]);
    expect(found).toMatchObject({ severity: 'info', line: 1, column: 1, args: { keys: ['version', 'author', 'license', 'keywords'], verdict: 'refuses it (its loader line: entry required)' } });
    expect(found.message).toBe(
      "this skill.json is not an ongrid manifest: `version`, `author`, `license`, `keywords` are another format's keys, and it has no entry; where its folder is an allowlist root the manager refuses it (its loader line: entry required); move it out of the skills folder, or write an ongrid manifest",
    );
    expect(ofRule(v.diagnostics, 'unknown-key')).toEqual([]);
    // The manager's own verdict, and its loader line, as they are.
    expect(ofRule(v.diagnostics, 'entry-required')).toHaveLength(1);
    expect(v.lines).toEqual([`skill loader: build pdf_tools (${base}/pdf/skill.json): entry required`]);
  });

  it("counts another tool's $schema, not the ongrid one, and quotes a decode error", async () => {
    base = tempBase();
    buildTree(base, json('a/skill.json', { $schema: 'https://example.com/plugin.json', version: '1', author: 'x', main: 'index.js' }));
    buildTree(base, json('b/skill.json', { $schema: './skill.schema.json', name: 'b', description: 'd', version: '1', author: 'x', main: 'index.js' }));
    buildTree(base, json('c/skill.json', { name: 5, version: '1', author: 'x', main: 'index.js' }));
    const v = await collectValidation(['a', 'b', 'c'], { profile: ['ongrid'] }, { cwd: base, env: {} });
    const found = ofRule(v.diagnostics, 'manifest-foreign').map((d) => [d.file, d.args]);
    expect(found).toEqual([
      ['a/skill.json', { keys: ['$schema', 'version', 'author', 'main'], verdict: 'refuses it (its loader line: name required)' }],
      ['c/skill.json', { keys: ['version', 'author', 'main'], verdict: expect.stringMatching(/^refuses it \(its loader line: json: cannot unmarshal number into Go struct field SkillManifest\.name of type string\)$/) }],
    ]);
    // b: name and description with three other keys is not "mostly other keys" (3 of 6).
    expect(ofRule(v.diagnostics, 'unknown-key').map((d) => d.file)).toEqual(['b/skill.json', 'b/skill.json', 'b/skill.json']);
  });

  it('by default says it once and nothing else, for any manifest without an entry and with a key of another format', async () => {
    base = tempBase();
    buildTree(base, json('a/skill.json', { name: 'Robotic Control', slug: 'robotic-control', version: '2.0.0', description: 'd', category: 'Hardware' }));
    const v = await collectValidation(['a'], {}, { cwd: base, env: {} });
    expect(v.diagnostics.filter((d) => d.file === 'a/skill.json').map((d) => [d.rule, d.severity, d.args])).toEqual([
      ['manifest-foreign', 'info', { keys: ['slug', 'version'], verdict: 'refuses it (its loader line: name "Robotic Control" must be lower_snake [a-z0-9_])' }],
    ]);
    // Under --profile ongrid: the manager's refusal in full.
    const ongrid = await collectValidation(['a'], { profile: ['ongrid'] }, { cwd: base, env: {} });
    expect(ofRule(ongrid.diagnostics, 'name-format')).toHaveLength(1);
  });

  it('keeps one unknown-key per key on an ongrid manifest with stray keys', async () => {
    base = tempBase();
    const manifest = { name: 'disk', description: 'Disk use', entry: './run.sh', timeout: 60, version: '1', author: 'me', owner: 'ops' };
    buildTree(base, { files: skill('disk', manifest) });
    const v = await collectValidation(['disk'], {}, { cwd: base, env: {} });
    expect(ofRule(v.diagnostics, 'manifest-foreign')).toEqual([]);
    expect(ofRule(v.diagnostics, 'unknown-key').map((d) => (d.args as { key: string }).key)).toEqual(['timeout', 'version', 'author', 'owner']);
  });

  it('leaves the keys to unknown-key when it is turned off', async () => {
    base = tempBase();
    buildTree(base, json('pdf/skill.json', { name: 'pdf_tools', description: 'd', version: '1.2.0', author: 'someone', license: 'MIT' }));
    const v = await collectValidation(['pdf'], { rule: ['manifest-foreign=off'] }, { cwd: base, env: {} });
    expect(ofRule(v.diagnostics, 'manifest-foreign')).toEqual([]);
    expect(ofRule(v.diagnostics, 'unknown-key').map((d) => (d.args as { key: string }).key)).toEqual(['version', 'author', 'license']);
  });
});
