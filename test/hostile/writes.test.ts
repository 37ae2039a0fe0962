// Files the CLI writes (pack sign's signature.json, the
// validate baseline) never go through a planted link, are never half-written,
// and a folder that cannot take them is one clear line.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, lstatSync, mkdirSync, readFileSync, readdirSync, readlinkSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base: string;
beforeEach(() => (base = tempBase()));
afterEach(() => removeBase(base));

function makePack(pack = `${base}/pack`): string {
  mkdirSync(`${pack}/skills/disk_report`, { recursive: true });
  writeFileSync(`${pack}/openclaw.plugin.json`, '{"id": "disk-pack", "skills": ["skills/disk_report"]}\n');
  writeFileSync(`${pack}/skills/disk_report/SKILL.md`, '---\nname: disk_report\ndescription: Disk usage.\n---\n# Disk\n');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  writeFileSync(`${base}/key.pem`, privateKey.export({ type: 'sec1', format: 'pem' }));
  chmodSync(`${base}/key.pem`, 0o644);
  return pack;
}

const sh = (script: string, args: string[] = []) => spawnSync('sh', ['-c', script, 'sh', ...args], { env: { ...process.env, NO_COLOR: '1' } });
const asNobody = (args: string[]) =>
  spawnSync('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, BIN, ...args], { env: { ...process.env, NO_COLOR: '1' } });

describe('pack sign writes signature.json safely', () => {
  it('never writes through a link planted at the old predictable temp name', () => {
    const pack = makePack();
    writeFileSync(`${base}/victim`, 'keep me\n');
    // exec keeps the shell's pid, so the link sits exactly at signature.json.tmp-<pid>.
    const r = sh('ln -s "$1" "$2/signature.json.tmp-$$" && exec "$3" "$4" pack sign "$2" --key "$5"', [`${base}/victim`, pack, process.execPath, BIN, `${base}/key.pem`]);
    expect(r.status).toBe(0);
    expect(readFileSync(`${base}/victim`, 'utf8')).toBe('keep me\n');
    expect(lstatSync(`${pack}/signature.json`).isFile()).toBe(true);
    expect(readdirSync(pack).filter((n) => n.includes('signature.json') && n !== 'signature.json' && !lstatSync(`${pack}/${n}`).isSymbolicLink())).toEqual([]);
  });

  it('refuses to replace a signature.json that is a link, and leaves it as it was', () => {
    const pack = makePack();
    writeFileSync(`${base}/outside.json`, '{}\n');
    symlinkSync(`${base}/outside.json`, `${pack}/signature.json`);
    const r = runCli(['pack', 'sign', pack, '--key', `${base}/key.pem`]);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(`error: cannot write ${pack}/signature.json: it is a symbolic link, never written through`);
    expect(readlinkSync(`${pack}/signature.json`)).toBe(`${base}/outside.json`);
    expect(readFileSync(`${base}/outside.json`, 'utf8')).toBe('{}\n');
  });

  it.skipIf(process.getuid?.() !== 0)('a read-only pack folder is one clear line, nothing left behind', () => {
    const pack = makePack();
    chmodSync(base, 0o755);
    chmodSync(pack, 0o555);
    const r = asNobody(['pack', 'sign', pack, '--key', `${base}/key.pem`]);
    expect(r.status).toBe(2);
    expect(r.stderr.toString()).toBe(`error: cannot write ${pack}/signature.json: permission denied\nhint: the folder ${pack} is not writable\n`);
    expect(readdirSync(pack).sort()).toEqual(['openclaw.plugin.json', 'skills']);
  });

  it.skipIf(process.getuid?.() !== 0)('an unreadable pack subfolder is blamed on the folder, not on the key', () => {
    const pack = makePack();
    chmodSync(base, 0o755);
    chmodSync(`${pack}/skills`, 0o700);
    const r = asNobody(['pack', 'sign', pack, '--key', `${base}/key.pem`]);
    expect(r.status).toBe(2);
    expect(r.stderr.toString().split('\n')[0]).toBe(`error: ${pack}: cannot read the pack: open ${pack}/skills: permission denied`);
  });

  it.skipIf(process.getuid?.() !== 0)('a full disk is one clear line and the previous signature.json stays whole', (ctx) => {
    const mnt = `${base}/mnt`;
    mkdirSync(mnt);
    // A 64 KiB tmpfs in a private mount namespace, filled after the first sign.
    const script = `
      mount -t tmpfs -o size=64k tmpfs "$1" || exit 77
      mkdir -p "$1/pack/skills/disk_report" && cp "$2/openclaw.plugin.json" "$1/pack/" && cp "$2/skills/disk_report/SKILL.md" "$1/pack/skills/disk_report/"
      "$3" "$4" pack sign "$1/pack" --key "$5" >/dev/null 2>&1 || exit 78
      cp "$1/pack/signature.json" "$1/../before.json"
      dd if=/dev/zero of="$1/filler" bs=1k count=128 2>/dev/null
      "$3" "$4" pack sign "$1/pack" --key "$5" 2>"$1/../stderr.txt"; echo "exit $?" >"$1/../exit.txt"
      ls -a "$1/pack" >"$1/../listing.txt"; cp "$1/pack/signature.json" "$1/../after.json"`;
    const pack = makePack();
    const r = spawnSync('unshare', ['-m', 'sh', '-c', script, 'sh', mnt, pack, process.execPath, BIN, `${base}/key.pem`]);
    if (r.status === 77) ctx.skip('no tmpfs can be mounted here (unshare -m, mount -t tmpfs)');
    expect(r.status).toBe(0);
    expect(readFileSync(`${base}/exit.txt`, 'utf8')).toBe('exit 2\n');
    expect(readFileSync(`${base}/stderr.txt`, 'utf8')).toBe(`error: cannot write ${mnt}/pack/signature.json: no space left on device\n`);
    expect(readFileSync(`${base}/listing.txt`, 'utf8')).toBe('.\n..\nopenclaw.plugin.json\nsignature.json\nskills\n');
    expect(readFileSync(`${base}/after.json`, 'utf8')).toBe(readFileSync(`${base}/before.json`, 'utf8'));
  });
});

describe('validate --update-baseline writes the baseline safely', () => {
  it('never writes through a link planted at the old predictable temp name', () => {
    mkdirSync(`${base}/s`);
    writeFileSync(`${base}/s/skill.json`, '{"name": "x"}');
    writeFileSync(`${base}/victim`, 'keep me\n');
    const r = sh('cd "$1" && ln -s "$2" ".baseline.json.$$.tmp" && exec "$3" "$4" validate s --baseline baseline.json --update-baseline', [base, `${base}/victim`, process.execPath, BIN]);
    expect(r.stderr.toString()).not.toMatch(/unexpected failure/);
    expect(readFileSync(`${base}/victim`, 'utf8')).toBe('keep me\n');
    expect(JSON.parse(readFileSync(`${base}/baseline.json`, 'utf8')).findings.length).toBeGreaterThan(0);
  });
});
