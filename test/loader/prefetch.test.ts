// The prefetch addon (addon/prefetch.c, dist/ongrid-skills-prefetch.node):
// a second thread lists folders and reads listed-regular skill.json files
// ahead of the walk. What it hands over must be what the walk's own call
// would give, anything else must be left to the walk, and a walk must
// report the same with and without it.
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSkills } from '../../src/loader/loader.js';
import { type Prefetch, PREFETCH_ADDON, hasPrefetch, startPrefetch } from '../../src/loader/prefetch.js';
import { type ManifestRead, type WalkSource, walkTree } from '../../src/loader/walk.js';
import type { Listed } from '../../src/source/listings.js';
import { BIN } from '../helpers/cli.js';
import { RUN_SH, removeBase, tempBase } from '../helpers/tree.js';

const DIST = path.join(path.dirname(BIN), '..', 'dist');
const ADDON = path.join(DIST, PREFETCH_ADDON);
const hasCompiler = spawnSync('cc', ['--version'], { stdio: 'ignore' }).status === 0;
const base = tempBase('ongrid-skills-prefetch-');
afterAll(() => removeBase(base));

const manifest = (name: string): string => JSON.stringify({ name, description: 'd', entry: 'run.sh' });
const pause = (ms: number): void => {
  Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);
};

/** A prefetch whose thread has had time to get ahead (it lists the root first). */
function warmed(root: string): Prefetch {
  const p = startPrefetch(root, DIST, 1)!;
  expect(p).toBeDefined();
  expect(p.manifest('/no/such/skill.json')).toBeUndefined(); // the first call starts the thread
  pause(30);
  return p;
}

const byBytes = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);
const typeOf = (e: Listed): string =>
  e.isFile() ? 'f' : e.isDirectory() ? 'd' : e.isSymbolicLink() ? 'l' : e.isFIFO() ? 'p' : e.isSocket() ? 's' : e.isCharacterDevice() ? 'c' : e.isBlockDevice() ? 'b' : '?';
const readdirTyped = (dir: string): string[] =>
  (readdirSync(Buffer.from(dir, 'latin1'), { withFileTypes: true, encoding: 'latin1' }) as unknown as Listed[])
    .map((e) => `${typeOf(e)} ${e.name}`)
    .sort(byBytes);

describe('the prefetch addon', () => {
  it.skipIf(!hasCompiler || process.platform !== 'linux')('is built where a C compiler is found', () => {
    expect(existsSync(ADDON)).toBe(true);
    expect(hasPrefetch(DIST)).toBe(true);
  });

  it('makes no call in a folder without the addon, and takes no root that is not in clean form', () => {
    expect(hasPrefetch(base)).toBe(false);
    const none = startPrefetch(base, base, 1)!;
    expect(none.list(base)).toBeUndefined();
    pause(20);
    expect(none.list(base)).toBeUndefined();
    none.stop();
    expect(startPrefetch(`${base}/`, DIST)).toBeUndefined();
    expect(startPrefetch(`${base}/a/..`, DIST)).toBeUndefined();
  });

  it.skipIf(!existsSync(ADDON))('hands over listings and small manifests as readdir and read give them, and nothing else', () => {
    const T = `${base}/direct`;
    const latin = `${T}/caf\u00e9`; // a name that is not valid UTF-8 on disk: byte 0xe9
    mkdirSync(`${T}/a/b`, { recursive: true });
    mkdirSync(Buffer.from(latin, 'latin1'));
    writeFileSync(`${T}/a/skill.json`, manifest('a'));
    writeFileSync(`${T}/a/run.sh`, RUN_SH, { mode: 0o755 });
    writeFileSync(`${T}/a/b/skill.json`, ' '.repeat(64 * 1024)); // the thread reads none of 64 KiB or more
    writeFileSync(Buffer.from(`${latin}/skill.json`, 'latin1'), '');
    mkdirSync(`${T}/c`);
    symlinkSync('../a/skill.json', `${T}/c/skill.json`);
    mkdirSync(`${T}/d`);
    spawnSync('mkfifo', [`${T}/d/skill.json`]);
    const p = warmed(T);
    const listing = (dir: string): void => {
      const listed = p.list(dir);
      expect(listed, dir).toBeDefined();
      expect(listed!.map((e) => `${typeOf(e)} ${e.name}`)).toEqual(readdirTyped(dir));
    };
    try {
      // In the walk's order: names in byte order ("c" < "caf\xe9" < "d"), depth first.
      listing(T);
      listing(`${T}/a`);
      listing(`${T}/a/b`);
      expect(p.manifest(`${T}/a/b/skill.json`)).toBeUndefined();
      expect(p.manifest(`${T}/a/skill.json`)).toEqual(readFileSync(`${T}/a/skill.json`));
      listing(`${T}/c`);
      expect(p.manifest(`${T}/c/skill.json`)).toBeUndefined(); // a link: the walk reads it
      listing(latin);
      expect(p.manifest(`${latin}/skill.json`)).toEqual(Buffer.alloc(0));
      listing(`${T}/d`);
      expect(p.manifest(`${T}/d/skill.json`)).toBeUndefined(); // a FIFO: never opened
      expect(p.manifest(`${T}/nothing/skill.json`)).toBeUndefined();
      // Taken once: a second ask is the walk's own call.
      expect(p.list(T)).toBeUndefined();
    } finally {
      p.stop();
    }
    p.stop(); // a second stop does nothing
  });

  it.skipIf(!existsSync(ADDON))('starts its thread only at the walk\'s Nth call, so a small walk never does', () => {
    const T = `${base}/late`;
    for (const d of ['a', 'b', 'c']) mkdirSync(`${T}/${d}`, { recursive: true });
    const p = startPrefetch(T, DIST, 3)!;
    expect(p.list(`${T}/a`)).toBeUndefined();
    pause(30);
    expect(p.list(`${T}/b`)).toBeUndefined(); // no thread yet, or it would have listed b by now
    expect(p.list(`${T}/c`)).toEqual([]); // the third call starts it, and waits for its listing of c
    p.stop();
    expect(p.list(`${T}/c`)).toBeUndefined();
  });

  it.skipIf(!existsSync(ADDON))('waits for what the thread has yet to get to, not for what it passed, and stays 2,048 results ahead', () => {
    const T = `${base}/ahead`;
    for (let i = 0; i < 3000; i++) mkdirSync(`${T}/d${String(i).padStart(4, '0')}`, { recursive: true });
    const fresh = startPrefetch(T, DIST, 1)!;
    // Asked at once for a listing far ahead: the walk waits for the thread to get there.
    expect(fresh.list(`${T}/d2999`)).toEqual([]);
    expect(fresh.list(`${T}/d0001`)).toBeUndefined(); // passed by, dropped: the walk's own call
    fresh.stop();

    const p = warmed(T);
    pause(100);
    expect(p.list(`${T}/d0100`)).toEqual([]);
    expect(p.list(`${T}/d0050`)).toBeUndefined();
    expect(p.list(`${T}/d2500`)).toEqual([]); // beyond the first 2,048: the thread went on as the walk took
    expect(p.list(`${T}/zzzz`)).toBeUndefined(); // nothing there: the thread ends, the walk does not wait
    p.stop();
  });
});

/** Everything the walk tells its visitor, in order, with the siblings the walk gave each manifest. */
function record(root: string, source?: WalkSource): string[] {
  const out: string[] = [];
  let markers = 0;
  const show = (read: ManifestRead): string =>
    read.blocked ? `blocked ${JSON.stringify(read.blocked)}` : 'error' in read ? `error ${read.error.text}` : `bytes ${read.bytes.toString('hex')}`;
  walkTree(
    root,
    {
      error: (p, m) => out.push(`error ${p} ${m}`),
      marker: (p) => {
        markers++;
        out.push(`marker ${p}`);
      },
      markers: () => markers,
      truncateMarkers: (n) => {
        markers = n;
        out.push(`truncate ${n}`);
      },
      manifest: (p, read, siblings) => out.push(`manifest ${p} ${show(read)} ${siblings ? ['run.sh', 'x', 'a'].map((n) => siblings(n)).join(',') : 'none'}`),
    },
    false,
    source,
  );
  return out;
}

/** A source that counts what it served. */
function counting(p: Prefetch): WalkSource & { served: number } {
  const c = {
    served: 0,
    list: (d: string) => {
      const got = p.list(d);
      if (got !== undefined) c.served++;
      return got;
    },
    manifest: (f: string) => {
      const got = p.manifest(f);
      if (got !== undefined) c.served++;
      return got;
    },
  };
  return c;
}

describe.skipIf(!existsSync(ADDON))('a walk with the prefetch addon', () => {
  let n = 0;
  let served = 0;
  it('tells its visitor the same as without it, on random trees', () => {
    const kinds = fc.constantFrom('dir', 'file', 'manifest', 'big', 'bad', 'link-in', 'link-out', 'link-dangling', 'link-dir', 'fifo', 'marker');
    const dirs = fc.constantFrom('a', 'b', 'a/c', 'b/d/e', 'Z', '\u00e9', 'a/b', 'a/c/f/g');
    fc.assert(
      fc.property(fc.array(fc.tuple(dirs, kinds, fc.constantFrom('x', 'skill.json', 'SKILL.md', 'run.sh')), { maxLength: 14 }), (items) => {
        const root = `${base}/prop${n++}`;
        mkdirSync(root);
        for (const [dir, kind, name] of items) {
          const d = Buffer.from(`${root}/${dir}`, 'latin1');
          mkdirSync(d, { recursive: true });
          const p = Buffer.concat([d, Buffer.from(`/${name}`)]);
          const m = Buffer.concat([d, Buffer.from('/skill.json')]);
          try {
            if (kind === 'dir') mkdirSync(p);
            else if (kind === 'file') writeFileSync(p, RUN_SH, { mode: 0o755, flag: 'wx' });
            else if (kind === 'manifest') writeFileSync(m, manifest(`s${n}_${name.length}`), { flag: 'wx' });
            else if (kind === 'big') writeFileSync(m, `{"name":"big","description":"${'x'.repeat(70000)}","entry":"run.sh"}`, { flag: 'wx' });
            else if (kind === 'bad') writeFileSync(m, Buffer.from([0x7b, 0xff, 0x7d]), { flag: 'wx' });
            else if (kind === 'link-in') symlinkSync('run.sh', p);
            else if (kind === 'link-out') symlinkSync(base, p);
            else if (kind === 'link-dangling') symlinkSync('gone', p);
            else if (kind === 'link-dir') symlinkSync('.', p);
            else if (kind === 'fifo') spawnSync('mkfifo', [p.toString('latin1')]);
            else writeFileSync(Buffer.concat([d, Buffer.from('/SKILL.md')]), 'x', { flag: 'wx' });
          } catch {
            // the name is taken by an earlier item: keep what is there
          }
        }
        const alone = record(root);
        // Half the runs with the thread ahead, half racing it from the walk's first call (the walk waits for it).
        const p = n % 2 === 0 ? warmed(root) : startPrefetch(root, DIST, 1)!;
        try {
          const source = counting(p);
          expect(record(root, source)).toEqual(alone);
          served += source.served;
        } finally {
          p.stop();
        }
      }),
      { numRuns: 120 },
    );
    // The thread really served the walk (else this compared the walk with itself).
    expect(served).toBeGreaterThan(200);
  });

  it('gives loadSkills the same result, with the listings validate keeps', () => {
    const root = `${base}/load`;
    for (let i = 0; i < 400; i++) {
      const d = `${root}/g${i % 7}/s${i}`;
      mkdirSync(d, { recursive: true });
      if (i % 5 === 0) writeFileSync(`${d}/skill.json`, '{"name": "dup", "description": "d", "entry": "run.sh"}');
      else if (i % 11 === 0) writeFileSync(`${d}/skill.json`, '{"name": ');
      else writeFileSync(`${d}/skill.json`, manifest(`s${i}`));
      if (i % 3 !== 0) writeFileSync(`${d}/run.sh`, RUN_SH, { mode: 0o755 });
    }
    const on = loadSkills({ roots: [root], builtins: false, keepSources: true, prefetch: { dir: DIST } });
    const off = loadSkills({ roots: [root], builtins: false, keepSources: true, prefetch: false });
    expect(on).toEqual(off);
  });
});
