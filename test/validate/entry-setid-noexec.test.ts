// entry-setuid and entry-noexec need trees git cannot hold (set-id bits, a
// mount): each builds its fixture's tree (fixtures/validate/<rule>/
// expect.json `make`) in a temporary copy and checks what it plants.
import { spawnSync } from 'node:child_process';
import { chmodSync, copyFileSync, cpSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import { mountOf, parseMountinfo } from '../../src/platform/mounts.js';
import { removeBase, tempBase } from '../helpers/tree.js';
import { copyFixture, fixtures, positions } from './fixtures.js';

const ROOT = process.getuid?.() === 0;
const fixture = (rule: string) => fixtures().find((f) => f.rule === rule)!;

let base = '';
const mounted: string[] = [];
afterEach(() => {
  for (const at of mounted.splice(0)) spawnSync('umount', [at]);
  if (base) removeBase(base);
  base = '';
});

async function found(dir: string, rule: string): Promise<string[]> {
  const v = await collectValidation([dir], {}, { cwd: base, env: {} });
  return positions(v.diagnostics.filter((d) => d.rule === rule));
}

describe('entry-setuid', () => {
  it('a setuid script warns that Linux ignores the bit; setgid without group execute is no set-group-ID program', async () => {
    base = tempBase();
    const dir = copyFixture(fixture('entry-setuid'), base);
    chmodSync(path.join(dir, 'bad/run.sh'), 0o4755);
    chmodSync(path.join(dir, 'good/run.sh'), 0o2745);
    const v = await collectValidation([dir], {}, { cwd: base, env: {} });
    const hits = v.diagnostics.filter((d) => d.rule === 'entry-setuid');
    expect(positions(hits)).toEqual(['entry-setuid/bad/skill.json:4:12 entry-setuid']);
    expect(hits[0].message).toContain("Linux ignores the bit and it runs with the manager's rights");
  });

  it("a setuid binary warns that every call runs with its owner's rights", async () => {
    base = tempBase();
    const dir = copyFixture(fixture('entry-setuid'), base);
    copyFileSync('/bin/true', path.join(dir, 'bad/run.sh'));
    chmodSync(path.join(dir, 'bad/run.sh'), 0o6755);
    const v = await collectValidation([dir], {}, { cwd: base, env: {} });
    const hits = v.diagnostics.filter((d) => d.rule === 'entry-setuid');
    expect(hits.map((d) => [d.severity, d.message.split(':')[0]])).toEqual([
      ['warning', `entry ${dir}/bad/run.sh is setuid and setgid (mode 6755)`],
    ]);
    expect(hits[0].message).toContain("every call runs with the rights of the file's owner");
  });
});

describe('entry-noexec', () => {
  it('finds the mount by the longest mount point, the one mounted last on top, escapes undone', () => {
    const table = parseMountinfo(
      [
        '1 0 8:1 / / rw,relatime - ext4 /dev/sda1 rw',
        '2 1 0:4 / /srv rw,noexec - tmpfs tmpfs rw',
        '3 2 0:5 / /srv/skills rw - tmpfs tmpfs rw',
        '4 2 0:6 / /srv/skills rw,noexec - tmpfs tmpfs rw',
        '5 1 0:7 / /my\\040disk rw,noexec - tmpfs tmpfs rw',
      ].join('\n'),
    );
    expect(mountOf('/srv/skillsx/run.sh', table)?.point).toBe('/srv');
    expect(mountOf('/srv/skills/a/run.sh', table)?.options).toContain('noexec');
    expect(mountOf('/my disk/run.sh', table)?.point).toBe('/my disk');
    expect(mountOf('/opt/run.sh', table)?.point).toBe('/');
    expect(mountOf('/opt/run.sh', null)).toBeUndefined();
  });

  it('(root: mounts a tmpfs) an entry on a noexec mount is an error; on an exec mount nothing', async (ctx) => {
    if (!ROOT) ctx.skip('mounting a tmpfs needs root');
    base = tempBase();
    const f = fixture('entry-noexec');
    for (const [at, opts] of [['noexec', 'noexec'], ['exec', 'exec']]) {
      mkdirSync(path.join(base, at));
      const r = spawnSync('mount', ['-t', 'tmpfs', '-o', `${opts},size=1m`, 'tmpfs', path.join(base, at)]);
      if (r.status !== 0) ctx.skip(`mount -t tmpfs failed here: ${r.stderr.toString().trim()}`);
      mounted.push(path.join(base, at));
    }
    const tree = path.join(base, 'tree');
    mkdirSync(tree);
    cpSync(path.join(f.dir, 'bad'), path.join(base, 'noexec/bad'), { recursive: true });
    cpSync(path.join(f.dir, 'good'), path.join(base, 'exec/good'), { recursive: true });
    // The kernel refuses it, so the finding tells the truth.
    expect(spawnSync(path.join(base, 'noexec/bad/run.sh')).error).toMatchObject({ code: 'EACCES' });
    expect(await found(path.join(base, 'noexec'), 'entry-noexec')).toEqual(['noexec/bad/skill.json:4:12 entry-noexec']);
    expect(await found(path.join(base, 'exec'), 'entry-noexec')).toEqual([]);
  });
});
