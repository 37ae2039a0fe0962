// How the installed package starts: a missing bundle is one line and exit 2,
// the code cache follows the bundle's content (not its length), a cache that
// cannot be written changes nothing, and every byte goes through the one
// writer: `| head -1` is quiet, a full disk is reported.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
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

describe('the V8 code cache (Node without enableCompileCache)', () => {
  it('is named after the content hash: a same-length rebuild never runs stale code', () => {
    const dir = installCopy('stale');
    expect(run(dir, ['--help']).stdout).toContain("The ongrid manager's skill loader");
    const bundle = path.join(dir, 'dist', 'ongrid-skills.cjs');
    const text = readFileSync(bundle, 'utf8');
    const changed = text.replace("The ongrid manager's skill loader", "THE ONGRID MANAGER'S SKILL LOADER");
    expect(changed.length).toBe(text.length);
    writeFileSync(bundle, changed);
    const r = run(dir, ['--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain("THE ONGRID MANAGER'S SKILL LOADER");
  });

  it('that cannot be read or written is no error', () => {
    const dir = installCopy('unwritable');
    const bundle = path.join(dir, 'dist', 'ongrid-skills.cjs');
    // A changed bundle has no cache yet; a folder stands where its cache would be written.
    const source = readFileSync(bundle, 'utf8') + '\n// changed\n';
    writeFileSync(bundle, source);
    const hash = createHash('sha256').update(source).digest('hex').slice(0, 16);
    // --help starts the whole program under the young1 flag set (bin/code-cache.js).
    mkdirSync(`${bundle}.${hash}.young1.cache`);
    const r = run(dir, ['--help']);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe('');
    expect(r.stdout.split('\n')[0]).toBe('Usage: ongrid-skills [options] [command]');
    expect(readdirSync(path.join(dir, 'dist')).filter((f) => f.endsWith('.tmp'))).toEqual([]);
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
