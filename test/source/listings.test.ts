// The walk's kept listings answer as the listing itself would: names in
// byte order, each with the type readdir gave, and nothing for a folder or
// a spelling (non-ASCII, where latin1 and UTF-8 differ) they cannot vouch for.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { byKey } from '../../src/go/bytes.js';
import { type Listed, keepListings, keptHas, keptKind, keptListing, keptUtf8Listing, noteListing } from '../../src/source/listings.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  keepListings(false);
  if (base) removeBase(base);
  base = '';
});

const listing = (dir: string): Listed[] => (readdirSync(dir, { withFileTypes: true, encoding: 'latin1' }) as unknown as Listed[]).sort(byKey((e) => e.name));

function folder(names: { files?: string[]; dirs?: string[]; link?: string; fifo?: string }): string {
  const dir = path.join(base, 'f');
  mkdirSync(dir, { recursive: true });
  for (const f of names.files ?? []) writeFileSync(path.join(dir, f), '');
  for (const d of names.dirs ?? []) mkdirSync(path.join(dir, d));
  if (names.link) symlinkSync('a', path.join(dir, names.link));
  if (names.fifo) execFileSync('mkfifo', [path.join(dir, names.fifo)]);
  return dir;
}

it('answers every name of a listing with its type, and no name it lacks', () => {
  base = tempBase();
  const files = Array.from({ length: 40 }, (_, i) => `file-${i}.json`);
  const dir = folder({ files: ['_meta.json', 'SKILL.md', ...files], dirs: ['examples', 'tests', '.claude-plugin'], link: 'linked', fifo: 'pipe' });
  keepListings();
  const entries = listing(dir);
  noteListing(dir, entries);
  for (const e of entries) {
    expect(keptHas(dir, e.name)).toBe(true);
    const kind = e.isSymbolicLink() ? undefined : e.isFile() ? 'file' : e.isDirectory() ? 'dir' : 'other';
    expect(keptKind(dir, e.name)).toBe(kind);
  }
  expect(keptKind(dir, 'pipe')).toBe('other');
  expect(keptKind(dir, 'linked')).toBeUndefined();
  for (const missing of ['', 'a', 'file-40.json', 'zzz', '_meta.jsonx', 'SKILL.m']) {
    expect(keptHas(dir, missing)).toBe(false);
    expect(keptKind(dir, missing)).toBe('absent');
  }
  const back = keptListing(dir)!;
  expect(back.map((e) => e.name)).toEqual(entries.map((e) => e.name));
  expect(back.map((e) => [e.isFile(), e.isDirectory(), e.isSymbolicLink()])).toEqual(entries.map((e) => [e.isFile(), e.isDirectory(), e.isSymbolicLink()]));
  expect(keptUtf8Listing(dir)?.map((e) => e.name)).toEqual(entries.map((e) => e.name));
  expect(keptHas(path.join(base, 'other'), 'a')).toBeUndefined();
});

it('does not vouch for a UTF-8 spelling where a name is not ASCII', () => {
  base = tempBase();
  const dir = folder({ files: ['café.md', 'plain.md'] });
  keepListings();
  noteListing(dir, listing(dir));
  expect(keptUtf8Listing(dir)).toBeUndefined();
  expect(keptKind(dir, 'plain.md')).toBeUndefined();
  // The byte-string spelling (latin1) is what keptHas is asked in.
  expect(keptHas(dir, Buffer.from('café.md').toString('latin1'))).toBe(true);
  expect(keptHas(dir, 'café.md')).toBe(false);
});

it('keeps nothing while off', () => {
  base = tempBase();
  const dir = folder({ files: ['a'] });
  noteListing(dir, listing(dir));
  expect(keptListing(dir)).toBeUndefined();
  expect(keptHas(dir, 'a')).toBeUndefined();
});
