// A fixture copied into a fresh temporary repository for each test (a
// `.git` folder marks its root), for tests of what validate decides from
// the repository root down; removed after each test.
import { cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach } from 'vitest';
import { removeBase, tempBase } from './tree.js';

/** Call at the top of a test file: returns a function that makes the copy and gives its root. */
export function useFixtureRepo(fixture: string): () => string {
  const bases: string[] = [];
  afterEach(() => {
    for (const b of bases.splice(0)) removeBase(b);
  });
  return () => {
    const base = tempBase();
    bases.push(base);
    const root = path.join(base, 'repo');
    cpSync(fixture, root, { recursive: true });
    mkdirSync(path.join(root, '.git'));
    return root;
  };
}
