// A skill.json that plainly belongs to another ecosystem (a package or
// plugin manifest: no ongrid-only key, mostly keys the manager ignores) is
// said once, with what the manager does with it, not once per key
// (issue 10, item 7). A manifest with a typo keeps one finding per key.
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../../src/commands/validate/index.js';
import { buildTree, removeBase, skill, tempBase } from '../../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const unknownKeys = (ds: Array<{ rule: string; args: unknown }>) => ds.filter((d) => d.rule === 'unknown-key');

describe('unknown-key on another format\'s skill.json', () => {
  it('says once that it is not an ongrid manifest, naming every key', async () => {
    base = tempBase();
    const manifest = { name: 'pdf_tools', description: 'PDF helpers', version: '1.2.0', author: 'someone', license: 'MIT', keywords: ['pdf'] };
    buildTree(base, { files: [{ path: 'pdf/skill.json', text: JSON.stringify(manifest, null, 2) }] });
    const v = await collectValidation(['pdf'], {}, { cwd: base, env: {} });
    const found = unknownKeys(v.diagnostics);
    expect(found).toHaveLength(1);
    expect(found[0].args).toMatchObject({ foreign: { keys: ['version', 'author', 'license', 'keywords'], registered: false } });
    // The manager's own verdict is still there.
    expect(v.diagnostics.some((d) => d.rule === 'entry-required')).toBe(true);
  });

  it('keeps one finding per key on an ongrid manifest with stray keys', async () => {
    base = tempBase();
    const manifest = { name: 'disk', description: 'Disk use', entry: './run.sh', timeout: 60, version: '1', author: 'me', owner: 'ops' };
    buildTree(base, { files: skill('disk', manifest) });
    const v = await collectValidation(['disk'], {}, { cwd: base, env: {} });
    expect(unknownKeys(v.diagnostics).map((d) => (d.args as { key: string }).key)).toEqual(['timeout', 'version', 'author', 'owner']);
  });
});
