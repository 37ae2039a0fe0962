// Round trip: sign a pack, verify it, break it in the ways the manager notices.
import { generateKeyPairSync } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { feedSignedMessage, packFiles, signPack, verifyPack } from '../../src/ecosystems/pack-signature.js';
import { runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

function keyPair(curve = 'prime256v1') {
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: curve });
  return {
    priv: privateKey.export({ type: 'sec1', format: 'pem' }).toString(),
    pub: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
}

function makePack(): string {
  base = tempBase();
  const pack = `${base}/pack`;
  mkdirSync(`${pack}/skills/disk_report/scripts`, { recursive: true });
  writeFileSync(`${pack}/openclaw.plugin.json`, '{"id": "disk-pack", "skills": ["skills/disk_report"]}\n');
  writeFileSync(`${pack}/skills/disk_report/SKILL.md`, '---\nname: disk_report\ndescription: Disk usage.\n---\n# Disk\n');
  writeFileSync(`${pack}/skills/disk_report/README.MD`, 'upper-case extension is covered too\n');
  writeFileSync(`${pack}/skills/disk_report/scripts/run.sh`, '#!/bin/sh\necho {}\n', { mode: 0o755 });
  return pack;
}

describe('pack signature', () => {
  it('signs .md and .json files in byte order, as rel NUL bytes NUL', () => {
    const pack = makePack();
    const files = packFiles(pack);
    expect(files.covered).toEqual(['openclaw.plugin.json', 'skills/disk_report/README.MD', 'skills/disk_report/SKILL.md']);
    expect(files.uncovered).toEqual(['skills/disk_report/scripts/run.sh']);
    const parts: Buffer[] = [];
    expect(feedSignedMessage(pack, ['openclaw.plugin.json'], (b) => parts.push(Buffer.from(b)))).toBeUndefined();
    expect(Buffer.concat(parts).toString()).toBe('openclaw.plugin.json\0{"id": "disk-pack", "skills": ["skills/disk_report"]}\n\0');
  });

  it('verifies what it signed, and fails with the manager reason after a byte changes', () => {
    const pack = makePack();
    const { priv, pub } = keyPair();
    writeFileSync(`${pack}/signature.json`, signPack(pack, priv).json);
    expect(verifyPack(pack).state).toBe('verified');
    expect(verifyPack(pack, pub).state).toBe('verified');

    appendFileSync(`${pack}/skills/disk_report/scripts/run.sh`, 'rm -rf /tmp/x\n');
    expect(verifyPack(pack).state).toBe('verified'); // scripts are not covered

    const md = `${pack}/skills/disk_report/SKILL.md`;
    writeFileSync(md, readFileSync(md, 'utf8').replace('Disk usage.', 'Disk usage!'));
    expect(verifyPack(pack)).toMatchObject({ state: 'failed', reason: 'ecdsa signature does not verify' });
  });

  it('fails when the key is not the pinned registry key, and reports unsigned packs', () => {
    const pack = makePack();
    expect(verifyPack(pack).state).toBe('unsigned');
    writeFileSync(`${pack}/signature.json`, signPack(pack, keyPair().priv).json);
    expect(verifyPack(pack, keyPair().pub)).toMatchObject({ state: 'failed', reason: 'pub_key does not match pinned registry key' });
  });

  it('refuses to sign with a key that is not P-256', () => {
    const pack = makePack();
    expect(() => signPack(pack, keyPair('secp384r1').priv)).toThrow(/not an ECDSA P-256 private key/);
  });

  it('works end to end through the CLI with exit codes and the coverage warning', () => {
    const pack = makePack();
    const { priv, pub } = keyPair();
    writeFileSync(`${base}/key.pem`, priv);
    writeFileSync(`${base}/pub.pem`, pub);
    expect(runCli(['pack', 'verify', pack]).code).toBe(1);
    const signed = runCli(['pack', 'sign', pack, '--key', `${base}/key.pem`]);
    expect(signed.code).toBe(0);
    expect(signed.stderr).toContain('does not cover scripts or binaries');
    const ok = runCli(['pack', 'verify', pack, '--pubkey', `${base}/pub.pem`]);
    expect(ok.code).toBe(0);
    expect(ok.stdout).toMatch(/^verified: /);
    writeFileSync(`${pack}/openclaw.plugin.json`, '{}');
    const bad = runCli(['pack', 'verify', pack]);
    expect(bad.code).toBe(1);
    expect(bad.stdout).toBe('failed: ecdsa signature does not verify\n');
    const missing = runCli(['pack', 'sign', pack, '--key', `${base}/nope.pem`]);
    expect(missing.code).toBe(2);
    expect(missing.stderr).toMatch(/^error: .*nope\.pem: cannot read the private key: ENOENT\n/);
  });
});
