// The one gate for reads of paths a tree names (src/source/read-inside.ts):
// inside on a path-segment boundary only, links followed only while they
// stay inside, and nothing of an outside file read.
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { readInside, within } from '../../src/source/read-inside.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

describe('readInside', () => {
  it('is inside on a segment boundary only', () => {
    expect(within('/a/b', '/a/b')).toBe(true);
    expect(within('/a/b', '/a/b/c')).toBe(true);
    expect(within('/a/b', '/a/bc')).toBe(false);
    expect(within('/', '/x')).toBe(true);
  });

  it('reads a file, and a link that stays inside; refuses `..`, absolute paths and links out, folders on the way included', () => {
    base = tempBase();
    mkdirSync(`${base}/skill/sub`, { recursive: true });
    mkdirSync(`${base}/skill2`);
    writeFileSync(`${base}/skill/a.json`, 'in');
    writeFileSync(`${base}/skill2/x.json`, 'out');
    symlinkSync('a.json', `${base}/skill/link.json`);
    symlinkSync(`${base}/skill2`, `${base}/skill/sub/away`);
    const read = (p: string) => readInside(`${base}/skill`, p, { cap: 100, own: true });
    expect(read(`${base}/skill/a.json`)).toMatchObject({ kind: 'bytes', bytes: Buffer.from('in') });
    expect(read(`${base}/skill/link.json`)).toMatchObject({ kind: 'bytes', bytes: Buffer.from('in') });
    for (const p of [`${base}/skill/../skill2/x.json`, `${base}/skill2/x.json`, `${base}/skill/sub/away/x.json`]) {
      expect(read(p)).toEqual({ kind: 'escapes', target: `${base}/skill2/x.json`, root: `${base}/skill` });
    }
    // The sibling whose name starts with the root's is outside too.
    expect(read(`${base}/skill2/x.json`).kind).toBe('escapes');
    expect(() => read(`${base}/skill/none.json`)).toThrow(/no such file/);
  });
});
