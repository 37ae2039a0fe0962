// The walk trusts the listing's types only where Go's lstat would agree
// with them; elsewhere it lstat's every entry in Go's order. Facts from the
// manager (filepath.Walk of ongrid v0.13.4): children of `$T/link/../q` are
// joined lexically and each lstat'ed; a folder listable but not searchable
// gives `walk P: lstat P: permission denied` for every entry.
import fc from 'fast-check';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSkills } from '../../src/loader/loader.js';
import { BIN } from '../helpers/cli.js';
import { removeBase, RUN_SH, tempBase } from '../helpers/tree.js';

const base = tempBase('ongrid-skills-walk-');
afterAll(() => {
  spawnSync('chmod', ['-R', 'u+rwx', base]);
  removeBase(base);
});

const manifest = (name: string): string => JSON.stringify({ name, description: 'd', entry: 'run.sh' });
const lines = (root: string, lstatAll = false): string[] => loadSkills({ roots: [root], builtins: false, lstatAll }).lines;

/** The loader's lines of `scan` run as an unprivileged user (the manager runs as uid 65532). */
function scanAsNobody(roots: string[]): string[] {
  const args = [BIN, 'scan', '--no-builtins', '--', ...roots];
  const r = process.getuid?.() === 0
    ? spawnSync('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, ...args], { env: { ...process.env, NO_COLOR: '1' } })
    : spawnSync(process.execPath, args, { env: { ...process.env, NO_COLOR: '1' } });
  return (r.stdout.toString('latin1') + r.stderr.toString('latin1')).split('\n').filter((l) => l.startsWith('skill loader: '));
}

describe('walk: a root with ".." after a link', () => {
  it('joins children lexically and lstats each joined path, as filepath.Walk does', () => {
    const T = `${base}/dotdot`;
    mkdirSync(`${T}/o/p`, { recursive: true });
    mkdirSync(`${T}/o/q/a`, { recursive: true });
    mkdirSync(`${T}/o/q/b`, { recursive: true });
    writeFileSync(`${T}/o/q/c`, 'x');
    writeFileSync(`${T}/o/q/a/skill.json`, manifest('physical'));
    mkdirSync(`${T}/q/a`, { recursive: true });
    writeFileSync(`${T}/q/a/skill.json`, manifest('lexical'));
    writeFileSync(`${T}/q/a/run.sh`, RUN_SH, { mode: 0o755 });
    symlinkSync(`${T}/o/p`, `${T}/link`);
    expect(lines(`${T}/link/../q`)).toEqual([
      `skill loader: build lexical (${T}/q/a/skill.json): entry ${T}/q/a/run.sh escapes allowlist root ${T}/o/q`,
      `skill loader: walk ${T}/q/b: lstat ${T}/q/b: no such file or directory`,
      `skill loader: walk ${T}/q/c: lstat ${T}/q/c: no such file or directory`,
    ]);
  });
});

describe('walk: a folder that can be listed but not searched', () => {
  it('logs an lstat error for every entry, skill.json and folders included', () => {
    const T = `${base}/noexec`;
    mkdirSync(`${T}/np/sub`, { recursive: true });
    writeFileSync(`${T}/np/skill.json`, '{}');
    writeFileSync(`${T}/np/README`, 'x');
    mkdirSync(`${T}/only`, { recursive: true });
    writeFileSync(`${T}/only/a`, 'x');
    writeFileSync(`${T}/only/b`, 'x');
    mkdirSync(`${T}/ok/sub0`, { recursive: true });
    chmodSync(`${T}/ok/sub0`, 0o000);
    chmodSync(`${T}/np`, 0o644);
    chmodSync(`${T}/only`, 0o644);
    for (const d of [base, T, `${T}/ok`]) chmodSync(d, 0o755);
    expect(scanAsNobody([`${T}/np`, `${T}/only`, `${T}/ok`])).toEqual([
      `skill loader: walk ${T}/np/README: lstat ${T}/np/README: permission denied`,
      `skill loader: walk ${T}/np/skill.json: lstat ${T}/np/skill.json: permission denied`,
      `skill loader: walk ${T}/np/sub: lstat ${T}/np/sub: permission denied`,
      `skill loader: walk ${T}/only/a: lstat ${T}/only/a: permission denied`,
      `skill loader: walk ${T}/only/b: lstat ${T}/only/b: permission denied`,
      `skill loader: walk ${T}/ok/sub0: open ${T}/ok/sub0: permission denied`,
    ]);
  });
});

describe('walk: the listing fast path equals one lstat per entry', () => {
  let n = 0;
  it('gives the same lines and pack markers on random trees', () => {
    const kinds = fc.constantFrom('dir', 'file', 'manifest', 'link-in', 'link-out', 'link-dangling', 'link-dir', 'fifo', 'marker');
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.constantFrom('a', 'b', 'a/c', 'b/d/e', 'Z', '\u00e9', 'a/b'), kinds, fc.constantFrom('x', 'skill.json', 'SKILL.md', 'run.sh')), { maxLength: 12 }), (items) => {
        const root = `${base}/prop${n++}`;
        mkdirSync(root);
        for (const [dir, kind, name] of items) {
          const d = `${root}/${dir}`;
          mkdirSync(d, { recursive: true });
          const p = `${d}/${name}`;
          try {
            if (kind === 'dir') mkdirSync(p);
            else if (kind === 'file') writeFileSync(p, RUN_SH, { mode: 0o755, flag: 'wx' });
            else if (kind === 'manifest') writeFileSync(`${d}/skill.json`, manifest(`s${n}_${name.length}`), { flag: 'wx' });
            else if (kind === 'link-in') symlinkSync('run.sh', p);
            else if (kind === 'link-out') symlinkSync(`${base}`, p);
            else if (kind === 'link-dangling') symlinkSync('gone', p);
            else if (kind === 'link-dir') symlinkSync('.', p);
            else if (kind === 'fifo') spawnSync('mkfifo', [p]);
            else writeFileSync(`${d}/SKILL.md`, 'x', { flag: 'wx' });
          } catch {
            // the name is taken by an earlier item: keep what is there
          }
        }
        const fast = loadSkills({ roots: [root], builtins: false });
        const slow = loadSkills({ roots: [root], builtins: false, lstatAll: true });
        expect(fast.lines).toEqual(slow.lines);
        expect(fast.packMarkers).toEqual(slow.packMarkers);
        expect(fast.manifests.map((m) => m.status)).toEqual(slow.manifests.map((m) => m.status));
      }),
      { numRuns: 150 },
    );
  });
});
