// validate's entry reads, helped by a worker thread (runner/entry-prefetch.ts):
// whichever thread inspected an entry, the answer is inspectEntry's; the worker
// really answers (reads it made before the files went are still served);
// asked out of order or ahead of the worker, the main thread reads itself;
// no worker file or too few entries: no worker at all.
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type EntryFacts, inspectEntry } from '../../src/runner/entry-facts.js';
import { type EntryReader, WORKER_FILE, entryReader } from '../../src/runner/entry-prefetch.js';
import { BIN } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const DIST = path.join(path.dirname(BIN), '..', 'dist');
const base = tempBase();
afterAll(() => removeBase(base));

/** Entries of every kind readEntry tells apart, `n` in all, in a fresh folder. */
function entries(name: string, n: number): string[] {
  const dir = path.join(base, name);
  mkdirSync(dir);
  const paths: string[] = [];
  for (let i = 0; i < n; i++) {
    const p = path.join(dir, `e${i}`);
    switch (i % 6) {
      case 0:
        writeFileSync(p, `#!/bin/sh\necho ${i}\n`, { mode: 0o755 });
        break;
      case 1:
        writeFileSync(p, 'no shebang\n', { mode: 0o644 });
        chmodSync(p, 0o644);
        break;
      case 2:
        mkdirSync(p);
        break;
      case 3:
        break; // missing
      case 4:
        writeFileSync(p, Buffer.concat([Buffer.from('#!/usr/bin/env x\n'), Buffer.alloc(400, 0xff)]), { mode: 0o700 });
        break;
      case 5:
        if (i === 5) mkfifoSync(p); // never opened: it is no regular file
        else writeFileSync(p, '', { mode: 0o750 });
        break;
    }
    paths.push(p);
  }
  return paths;
}

/** Node has no mkfifo; the coreutils command makes one. */
const mkfifoSync = (p: string): void => void execFileSync('mkfifo', [p]);

/** Wait until the worker has answered all `n` (it posts in batches as it goes). */
async function settle(reader: EntryReader, n: number): Promise<void> {
  for (let waited = 0; reader.held() < n; waited += 20) {
    if (waited > 30_000) throw new Error(`the worker answered ${reader.held()} of ${n} in 30 s`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

describe('entryReader with its worker', () => {
  it('answers as inspectEntry does, for every kind of entry', async () => {
    const paths = entries('kinds', 60);
    const want = paths.map(inspectEntry);
    const reader = entryReader(paths, DIST, 0);
    await settle(reader, paths.length);
    const got: EntryFacts[] = paths.map((_, i) => reader.read(i));
    reader.close();
    expect(got).toEqual(want);
  });

  it('serves what the worker read: its answers came before the files went', async () => {
    const paths = entries('gone', 30);
    const want = paths.map(inspectEntry);
    const reader = entryReader(paths, DIST, 0);
    await settle(reader, paths.length);
    rmSync(path.join(base, 'gone'), { recursive: true });
    const got = paths.map((_, i) => reader.read(i));
    reader.close();
    expect(got).toEqual(want);
    expect(paths.map(inspectEntry).every((r) => r.kind === 'missing')).toBe(true);
  });

  it('reads on this thread what the worker has not answered, in any order', () => {
    const paths = entries('ahead', 40);
    const want = paths.map(inspectEntry);
    const reader = entryReader(paths, DIST, 0);
    // At once, before the worker has started: every read here is this thread's own.
    const order = [39, 0, 17, 38, 1, 2, 20];
    const got = order.map((i) => reader.read(i));
    reader.close();
    expect(got).toEqual(order.map((i) => want[i]));
  });
});

describe('entryReader without a worker', () => {
  it('reads alone when the worker file is missing, or the entries are few', () => {
    const paths = entries('alone', 12);
    const want = paths.map(inspectEntry);
    for (const reader of [entryReader(paths, base, 0), entryReader(paths, DIST)]) {
      expect(paths.map((_, i) => reader.read(i))).toEqual(want);
      expect(reader.held()).toBe(0);
      reader.close();
    }
    expect(WORKER_FILE).toMatch(/\.cjs$/);
  });
});
