// The manager-image target in validate (docs/target.md): each fixture skill
// that runs here but not in the manager's container gets its finding under
// the default target and none under --target host; the trees git cannot
// hold (a 0700 root-owned folder, an absolute host entry) are made here.
import { chmodSync, chownSync, cpSync, existsSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import { removeBase, tempBase } from '../helpers/tree.js';
import { runCli } from '../helpers/cli.js';
import { REPO } from '../validate/fixtures.js';

const TARGET = path.join(REPO, 'fixtures/target');
const isRoot = process.getuid?.() === 0;
let base: string | undefined;

afterEach(() => {
  if (base) removeBase(base);
  base = undefined;
});

async function findings(dir: string, target?: 'host' | 'manager-image'): Promise<Array<{ rule: string; severity: string; message: string }>> {
  const v = await collectValidation([dir], target ? { target } : {}, { cwd: REPO, env: {} });
  return v.diagnostics.map((d) => ({ rule: d.rule, severity: d.severity, message: d.message }));
}

function copy(name: string): string {
  base = tempBase();
  const dir = path.join(base, name);
  cpSync(path.join(TARGET, name), dir, { recursive: true });
  return dir;
}

describe('validate against the manager image by default', () => {
  it.each([
    ['node-skill', 'interpreter-missing', 'error', /no node on the PATH in the manager's container/],
    ['jq-skill', 'interpreter-missing', 'error', /\/usr\/bin\/jq does not exist in the manager's container/],
    ['requests-skill', 'python-import-missing', 'warning', /no module requests/],
  ])('%s: %s', async (name, rule, severity, text) => {
    const found = await findings(path.join(TARGET, name));
    expect(found.map((f) => [f.rule, f.severity])).toEqual([[rule, severity]]);
    expect(found[0].message).toMatch(text);
  });

  it.each(['plain-sh', 'plain-python'])('%s: nothing', async (name) => {
    expect(await findings(path.join(TARGET, name))).toEqual([]);
  });

  it('a 0700 root-owned skill folder: container-no-access with the chmod that fixes it', async (ctx) => {
    if (!isRoot) ctx.skip(); // chown to root needs root
    const dir = copy('plain-sh');
    chownSync(dir, 0, 0);
    chmodSync(dir, 0o700);
    const found = await findings(dir);
    expect(found.map((f) => f.rule)).toEqual(['container-no-access']);
    expect(found[0].message).toContain(`uid 65532, which cannot enter and list the folder ${dir} (mode 0700)`);
    expect(found[0].message).toContain(`fix: chmod o+rx ${dir}`);
  });

  it('a 0700 root-owned skill folder: --fix adds o+rx to the folder, and nothing else', async (ctx) => {
    if (!isRoot) ctx.skip();
    const dir = copy('plain-sh');
    chownSync(dir, 0, 0);
    chmodSync(dir, 0o700);
    const r = runCli(['validate', '--fix', dir], { cwd: base });
    expect(r.code, r.stderr).toBe(0);
    expect(r.stderr).toContain(`chmod o+rx ${dir} (uid 65532 can enter, list, read and run it)  [container-no-access]`);
    expect(statSync(dir).mode & 0o7777).toBe(0o705);
    expect(await findings(dir)).toEqual([]);
  });

  it('an entry readable by its owner only: --fix sets the bits uid 65532 needs', async (ctx) => {
    if (!isRoot) ctx.skip();
    const dir = copy('plain-sh');
    const entry = path.join(dir, 'run.sh');
    chownSync(entry, 0, 0);
    chmodSync(entry, 0o700);
    const found = await findings(dir);
    expect(found.map((f) => f.rule)).toEqual(['container-no-access']);
    expect(found[0].message).toContain(`fix: chmod o+rx ${entry}`);
    const r = runCli(['validate', '--fix', dir], { cwd: base });
    expect(r.code).toBe(0);
    expect(statSync(entry).mode & 0o7777).toBe(0o705);
    expect(await findings(dir)).toEqual([]);
  });

  it('an absolute entry (a host path): entry-host-path, with the relative entry to write', async () => {
    const dir = copy('plain-sh');
    const manifest = JSON.parse(JSON.stringify({ name: 'sh_whoami', description: 'd', entry: path.join(dir, 'run.sh'), timeout_seconds: 10 }));
    writeFileSync(path.join(dir, 'skill.json'), JSON.stringify(manifest, null, 2));
    const found = await findings(dir);
    expect(found.map((f) => f.rule)).toEqual(['entry-host-path']);
    expect(found[0].message).toContain('write "entry": "run.sh"');
  });
});

describe('--target host judges this machine', () => {
  it('the node skill: nothing (with PATH passed the host lookup is not judged)', async () => {
    expect(await findings(path.join(TARGET, 'node-skill'), 'host')).toEqual([]);
  });

  it.skipIf(!existsSync('/usr/bin/jq'))('the jq skill: nothing where /usr/bin/jq exists', async () => {
    expect(await findings(path.join(TARGET, 'jq-skill'), 'host')).toEqual([]);
  });

  it('the requests skill: nothing', async () => {
    expect(await findings(path.join(TARGET, 'requests-skill'), 'host')).toEqual([]);
  });

  it('the 0700 root-owned folder and the absolute entry: nothing', async (ctx) => {
    if (!isRoot) ctx.skip();
    const dir = copy('plain-sh');
    writeFileSync(path.join(dir, 'skill.json'), JSON.stringify({ name: 'sh_whoami', description: 'd', entry: path.join(dir, 'run.sh'), timeout_seconds: 10 }));
    chownSync(dir, 0, 0);
    chmodSync(dir, 0o700);
    expect(await findings(dir, 'host')).toEqual([]);
  });

  it('config `target: host` does the same as the flag', async () => {
    const dir = copy('node-skill');
    writeFileSync(path.join(base!, '.ongrid-skillsrc.json'), JSON.stringify({ target: 'host' }));
    const v = await collectValidation([dir], {}, { cwd: base, env: {} });
    expect(v.diagnostics).toEqual([]);
  });
});
