// How the installed package starts: a missing bundle is one line and exit 2,
// nothing is ever written into the package folder (Node's compile cache,
// where Node has one, lives in Node's own folder), and every byte goes
// through the one writer: `| head -1` is quiet, a full disk is reported.
import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { cliDocument } from '../helpers/doc.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const REPO = path.resolve(path.dirname(BIN), '..');
const base = tempBase();
afterAll(() => removeBase(base));

/** A copy of the installed layout (bin/, dist/, package.json) to tamper with. */
function installCopy(name: string, withDist = true): string {
  const dir = path.join(base, name);
  cpSync(path.join(REPO, 'bin'), path.join(dir, 'bin'), { recursive: true });
  cpSync(path.join(REPO, 'package.json'), path.join(dir, 'package.json'));
  if (withDist) cpSync(path.join(REPO, 'dist'), path.join(dir, 'dist'), { recursive: true });
  return dir;
}

function run(dir: string, args: string[]) {
  return runCli(args, { bin: path.join(dir, 'bin', 'ongrid-skills.js'), cwd: base });
}

describe('a package without its bundle', () => {
  it('says dist/ is missing in one line and exits 2', async () => {
    const dir = installCopy('no-dist', false);
    const r = run(dir, ['scan']);
    expect(r.code).toBe(2);
    await expect(cliDocument('ongrid-skills scan', r, { [dir]: '<package>' })).toMatchFileSnapshot('./__snapshots__/missing-dist.md');
  });
});

describe('the package folder', () => {
  it('is never written to: no cache or key file appears in it, whatever runs', () => {
    const dir = installCopy('untouched');
    const skills = path.join(dir, '..', 'untouched-skills');
    mkdirSync(path.join(skills, 'hello'), { recursive: true });
    writeFileSync(path.join(skills, 'hello', 'skill.json'), '{"name":"hello","description":"d","entry":"run.sh"}');
    writeFileSync(path.join(skills, 'hello', 'run.sh'), "#!/bin/sh\nprintf '{}'\n", { mode: 0o755 });
    const listing = (): string[] =>
      readdirSync(dir, { recursive: true, withFileTypes: true }).map((e) => {
        const file = path.join(e.parentPath, e.name);
        return `${path.relative(dir, file)} ${e.isFile() ? statSync(file).mtimeMs : ''}`;
      }).sort();
    const before = listing();
    for (const args of [['--help'], ['scan', skills], ['validate', skills], ['list', skills], ['run', 'hello', '--dir', skills]]) run(dir, args);
    expect(listing()).toEqual(before);
  });
});

describe('the one writer', () => {
  it('--help | head -1 ends quietly, every time', async () => {
    const docs = new Set<string>();
    for (let i = 0; i < 8; i++) {
      const r = spawnSync('bash', ['-c', `"${process.execPath}" "${BIN}" --help | head -1; exit \${PIPESTATUS[0]}`], { encoding: 'utf8' });
      docs.add(cliDocument('ongrid-skills --help | head -1', { code: r.status, stdout: r.stdout, stderr: r.stderr }));
    }
    expect([...docs]).toHaveLength(1);
    await expect([...docs][0]).toMatchFileSnapshot('./__snapshots__/help-head.md');
  });

  it('a full disk is one line and exit 1, not output silently cut', async () => {
    const r = spawnSync('sh', ['-c', `"${process.execPath}" "${BIN}" --help > /dev/full`], { encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } });
    const doc = cliDocument('ongrid-skills --help > /dev/full', { code: r.status, stdout: r.stdout, stderr: r.stderr });
    expect(r.status).toBe(1);
    await expect(doc).toMatchFileSnapshot('./__snapshots__/full-disk.md');
  });
});
