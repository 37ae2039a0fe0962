// reloadManifests (the language server's recheck): a load with some
// manifests read again must say exactly what a fresh load of the same tree
// says, whichever way the names moved between files.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { toBStr } from '../../src/go/bytes.js';
import { setOverlay } from '../../src/go/readfile.js';
import { type LoadResult, loadSkills } from '../../src/loader/loader.js';
import { reloadManifests } from '../../src/loader/reload.js';

const dirs: string[] = [];
afterEach(() => {
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

function tree(names: Record<string, string>): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ongrid-reload-'));
  dirs.push(root);
  for (const [dir, name] of Object.entries(names)) write(root, dir, name);
  return root;
}

function write(root: string, dir: string, name: string): void {
  mkdirSync(path.join(root, dir), { recursive: true });
  writeFileSync(path.join(root, dir, 'skill.json'), JSON.stringify({ name, description: 'd', entry: 'run.sh' }));
  writeFileSync(path.join(root, dir, 'run.sh'), '#!/bin/sh\necho {}\n');
  chmodSync(path.join(root, dir, 'run.sh'), 0o755);
}

const view = (l: LoadResult) => ({
  lines: l.lines,
  statuses: l.manifests.map((m) => [m.path, m.status]),
  skills: l.skills.map((s) => [s.name, s.manifestPath]),
});

const load = (root: string) => loadSkills({ roots: [toBStr(root)], keepSources: true });

describe('reloadManifests', () => {
  it.each([
    ['the same name (swapped in place)', 'b', 'y'],
    ['a name an earlier file has (now a duplicate)', 'b', 'x'],
    ['a built-in name', 'b', 'host_bash'],
    ['a bad name (a build error)', 'b', 'Bad Name'],
    ['the first file giving up the name the third shares', 'a', 'w'],
  ])('after an edit to %s equals a fresh load', (_what, dir, name) => {
    const root = tree({ a: 'x', b: 'y', c: 'x' });
    let prev = load(root);
    write(root, dir, name);
    prev = reloadManifests(prev, new Set([toBStr(path.join(root, dir, 'skill.json'))]), { keepSources: true });
    expect(view(prev)).toEqual(view(load(root)));
  });

  it('reads an unsaved buffer through the overlay, and the disk again without it', () => {
    const root = tree({ a: 'x', b: 'y' });
    const file = toBStr(path.join(root, 'b', 'skill.json'));
    const before = load(root);
    setOverlay(file, Buffer.from(JSON.stringify({ name: 'x', description: 'd', entry: 'run.sh' })));
    try {
      const edited = reloadManifests(before, new Set([file]), { keepSources: true });
      expect(edited.manifests.map((m) => m.status)).toEqual(['registered', 'duplicate']);
    } finally {
      setOverlay(file, undefined);
    }
    expect(reloadManifests(load(root), new Set([file]), { keepSources: true }).manifests.map((m) => m.status)).toEqual(['registered', 'registered']);
  });
});
