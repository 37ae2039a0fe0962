// validate's rules read each manifest as the loader read and decoded it:
// one read and one decode per skill.json.
import { rmSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toBStr } from '../../src/go/bytes.js';
import { loadSkills } from '../../src/loader/loader.js';
import { manifestContext } from '../../src/lint/manifest-context.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

const load = (root: string) => loadSkills({ roots: [toBStr(root)], builtins: true, keepSources: true });

describe('manifestContext', () => {
  it('takes the bytes and tree the loader read: the file is not read again', () => {
    base = tempBase();
    const text = '{"name": "one", "description": "d", "entry": "run.sh", "class": "safe"}';
    buildTree(base, { files: skill('r/one', text) });
    const loaded = load(path.join(base, 'r'));
    rmSync(path.join(base, 'r/one/skill.json'));
    const ctx = manifestContext(loaded.manifests[0], loaded);
    expect(ctx.file.src).toBe(text);
    expect(ctx.file.tree?.kind).toBe('object');
    expect(ctx.manifest.name).toBe('one');
    expect(ctx.field('class')?.winner.value).toMatchObject({ kind: 'string', value: 'safe' });
  });

  it('gives the rules a tree of a manifest with a BOM, offsets as in the file', () => {
    base = tempBase();
    const text = '\ufeff{"name": "bom", "description": "d", "entry": "run.sh"}';
    buildTree(base, { files: skill('r/bom', text) });
    const loaded = load(path.join(base, 'r'));
    expect(loaded.manifests[0].status).toBe('decode-error');
    const ctx = manifestContext(loaded.manifests[0], loaded);
    expect(ctx.manifest.name).toBe('bom');
    expect(ctx.field('name')?.winner.value.start).toBe(Buffer.from(text).indexOf('"bom"'));
  });

  it('has no source for a manifest that could not be read', () => {
    base = tempBase();
    buildTree(base, { dirs: ['r/gone'], symlinks: [{ path: 'r/gone/skill.json', target: '$T/nowhere' }] });
    expect(load(path.join(base, 'r')).manifests[0].status).toBe('read-error');
    const loaded = load(path.join(base, 'r'));
    const ctx = manifestContext(loaded.manifests[0], loaded);
    expect(ctx.file.src).toBeUndefined();
    expect(ctx.file.tree).toBeUndefined();
  });
});
