// Walk, roots and build behaviour beyond the recorded cases.
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { toBStr } from '../../src/go/bytes.js';
import { goEvalSymlinks } from '../../src/go/evalsymlinks.js';
import { GoError } from '../../src/go/errno.js';
import { loadSkills } from '../../src/loader/loader.js';
import { makeDeepChain, removeDeep } from '../helpers/deep.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

const ok = (name: string) => ({ name, description: 'd', entry: 'run.sh' });
const load = (...roots: string[]) => loadSkills({ roots: roots.map(toBStr), builtins: true });
const lines = (...roots: string[]) => load(...roots).lines.map((l) => l.split(base).join('$T'));

describe('walk', () => {
  it('visits entries in byte order, depth first, at any depth, .git and node_modules included', () => {
    base = tempBase();
    buildTree(base, {
      files: [
        ...skill('r/b', ok('b'))!,
        ...skill('r/B', ok('upper_b'))!,
        ...skill('r/_x', ok('under'))!,
        ...skill('r/a/.git/hooks', ok('in_git'))!,
        ...skill('r/a/node_modules/pkg', ok('in_nm'))!,
      ],
    });
    expect(lines(`${base}/r`)).toEqual([
      'skill loader: registered subprocess skill "upper_b" from $T/r/B/skill.json',
      'skill loader: registered subprocess skill "under" from $T/r/_x/skill.json',
      'skill loader: registered subprocess skill "in_git" from $T/r/a/.git/hooks/skill.json',
      'skill loader: registered subprocess skill "in_nm" from $T/r/a/node_modules/pkg/skill.json',
      'skill loader: registered subprocess skill "b" from $T/r/b/skill.json',
    ]);
  });

  it('reads a skill.json that is a link to a file, but never follows linked folders', () => {
    base = tempBase();
    buildTree(base, {
      files: [...skill('r/a', ok('real'))!, ...skill('outside/x', ok('hidden'))!],
      symlinks: [
        { path: 'r/b/skill.json', target: '$T/r/a/skill.json' },
        { path: 'r/c', target: '$T/outside' },
      ],
    });
    expect(lines(`${base}/r`)).toEqual([
      'skill loader: registered subprocess skill "real" from $T/r/a/skill.json',
      // Read through the link; the relative entry then resolves next to the link.
      'skill loader: build real ($T/r/b/skill.json): eval entry symlinks: lstat $T/r/b/run.sh: no such file or directory',
    ]);
  });

  it('loads nothing from a root that is a link, unless it ends in "/"', () => {
    base = tempBase();
    buildTree(base, { files: skill('real/a', ok('linked')), symlinks: [{ path: 'link', target: 'real' }] });
    const r = load(`${base}/link`);
    expect(r.lines).toEqual([]);
    expect(r.roots[0].status).toBe('symlink');
    expect(lines(`${base}/link/`)).toEqual(['skill loader: registered subprocess skill "linked" from $T/link/a/skill.json']);
  });

  it('logs an entry whose path passes PATH_MAX and goes on', () => {
    base = tempBase();
    // Build a chain of long folder names with relative mkdir calls.
    const seg = 'd'.repeat(200);
    const depth = Math.ceil(4200 / 201);
    mkdirSync(`${base}/r`);
    makeDeepChain(`${base}/r`, seg, depth);
    buildTree(base, { files: skill('r/zz', ok('after_deep')) });
    const out = lines(`${base}/r`);
    expect(out).toHaveLength(2);
    expect(out[0]).toMatch(/^skill loader: walk \$T\/r\/(d+\/)+d+: lstat \$T\/r\/(d+\/)+d+: file name too long$/);
    expect(Buffer.byteLength(out[0].split(': ')[1].replace('walk ', '').replace('$T', base))).toBeGreaterThanOrEqual(4096);
    expect(out[1]).toBe('skill loader: registered subprocess skill "after_deep" from $T/r/zz/skill.json');
    removeDeep(`${base}/r/${seg}`);
  });

  it('skips a FIFO named skill.json instead of hanging like the manager would', () => {
    base = tempBase();
    mkdirSync(`${base}/r/a`, { recursive: true });
    execFileSync('mkfifo', [`${base}/r/a/skill.json`]);
    const r = load(`${base}/r`);
    expect(r.manifests.map((m) => m.status)).toEqual(['blocked']);
    expect(r.lines).toEqual([]);
  });

  it('reports read errors with Go\'s op and path', () => {
    base = tempBase();
    buildTree(base, { dirs: ['r/a/skill.json/inner'], symlinks: [{ path: 'r/b/skill.json', target: 'missing' }] });
    expect(lines(`${base}/r`)).toEqual([
      'skill loader: parse $T/r/b/skill.json: read: open $T/r/b/skill.json: no such file or directory',
    ]);
  });
});

describe('roots', () => {
  it('counts the built-in names as registered unless told not to', () => {
    base = tempBase();
    buildTree(base, { files: skill('r/a', ok('web_search')) });
    expect(lines(`${base}/r`)).toEqual(['skill loader: skill "web_search" already registered, skipping $T/r/a/skill.json']);
    const r = loadSkills({ roots: [toBStr(`${base}/r`)], builtins: false });
    expect(r.skills.map((s) => s.name)).toEqual(['web_search']);
  });

  it('applies defaults and keeps the resolved entry', () => {
    base = tempBase();
    buildTree(base, { files: skill('r/a', { ...ok('defaults'), timeout_seconds: -3 }) });
    const [s] = load(`${base}/r`).skills;
    expect(s).toMatchObject({ class: 'safe', category: 'external', timeoutNanos: 30_000_000_000n, entry: `${base}/r/a/run.sh` });
  });

  it('tests the timeout after Go multiplies it by 10^9, wrap included', () => {
    base = tempBase();
    buildTree(base, {
      files: [
        // 2^55 and 2^55 + 1, written out (JS numbers would round them).
        ...skill('r/a', '{"name":"wraps_to_zero","description":"d","entry":"run.sh","timeout_seconds":36028797018963968}')!,
        ...skill('r/b', '{"name":"wraps_to_one","description":"d","entry":"run.sh","timeout_seconds":36028797018963969}')!,
      ],
    });
    const [zero, one] = load(`${base}/r`).skills;
    expect(zero.timeoutNanos).toBe(30_000_000_000n);
    expect(one.timeoutNanos).toBe(1_000_000_000n);
  });
});

describe('goEvalSymlinks', () => {
  it('agrees with realpath where both succeed', () => {
    base = tempBase();
    mkdirSync(`${base}/a/b`, { recursive: true });
    writeFileSync(`${base}/a/b/f`, '');
    symlinkSync('b', `${base}/a/l1`);
    symlinkSync(`${base}/a/l1/../b/f`, `${base}/a/l2`);
    symlinkSync('.././l2', `${base}/a/b/l3`);
    for (const p of ['a/l1/f', 'a/l2', 'a/b/l3', 'a/l1', 'a/b/../l1/f']) {
      expect(goEvalSymlinks(`${base}/${p}`)).toBe(realpathSync(`${base}/${p}`));
    }
  });

  const why = (p: string): string => {
    try {
      goEvalSymlinks(p);
    } catch (e) {
      if (e instanceof GoError) return e.text.split(base).join('$T');
    }
    return 'resolved';
  };

  it("names the first missing prefix, a file in the middle, and loops in Go's words", () => {
    base = tempBase();
    mkdirSync(`${base}/d`);
    writeFileSync(`${base}/d/file`, '');
    symlinkSync('loop2', `${base}/d/loop1`);
    symlinkSync('loop1', `${base}/d/loop2`);
    symlinkSync(`${base}/gone/x`, `${base}/d/dangling`);
    expect(why(`${base}/d/missing/x`)).toBe('lstat $T/d/missing: no such file or directory');
    expect(why(`${base}/d/dangling`)).toBe('lstat $T/gone: no such file or directory');
    expect(why(`${base}/d/file/x`)).toBe('not a directory');
    expect(why(`${base}/d/loop1`)).toBe('EvalSymlinks: too many links');
    expect(why(`${base}/d/run\0.sh`)).toBe('lstat $T/d/run\0.sh: invalid argument');
  });
});

describe('entry fast path', () => {
  it('gives the same resolved entry as the exact walk, through linked and odd roots', () => {
    base = tempBase();
    buildTree(base, {
      files: [...skill('real/a', ok('plain'))!, ...skill('real/b/c', ok('deeper'))!],
      symlinks: [
        { path: 'via', target: 'real' },
        { path: 'real/d/run.sh', target: '../a/run.sh' },
      ],
    });
    buildTree(base, { files: [{ path: 'real/d/skill.json', text: JSON.stringify(ok('linked_entry')) }] });
    for (const root of [`${base}/real`, `${base}/via/`, `${base}//real/.`, `${base}/via/../real`]) {
      const r = load(root);
      const entries = Object.fromEntries(r.skills.map((s) => [s.name, s.entry]));
      expect(entries).toEqual({
        plain: `${base}/real/a/run.sh`,
        deeper: `${base}/real/b/c/run.sh`,
        linked_entry: `${base}/real/a/run.sh`,
      });
    }
  });
});
