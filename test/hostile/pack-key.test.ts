// Pack verify mirrors the manager's parseECDSAPublicKey.
// A PEM private key in pub_key is refused (x509.ParsePKIXPublicKey fails on
// it) even when it is the very key the pack was signed with; base64 is
// decoded as strictly as Go's StdEncoding; keys match as encoding/json does.
import { generateKeyPairSync } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base: string;
beforeEach(() => (base = tempBase()));
afterEach(() => removeBase(base));

const GO_PRIVATE_KEY_REFUSAL =
  "failed: parse PKIX pub_key: asn1: structure error: tags don't match (16 vs {class:0 tag:2 length:1 isCompound:false}) " +
  '{optional:false explicit:false application:false private:false defaultValue:<nil> tag:<nil> stringType:0 timeType:0 set:false omitEmpty:false} AlgorithmIdentifier @2\n';

/** A pack signed with a fresh key; returns its folder, signature fields and the private key in both PEM forms. */
function signedPack() {
  const pack = `${base}/pack`;
  mkdirSync(pack);
  writeFileSync(`${pack}/README.md`, '# pack\n');
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  const sec1 = privateKey.export({ type: 'sec1', format: 'pem' }).toString();
  writeFileSync(`${base}/key.pem`, sec1);
  expect(runCli(['pack', 'sign', pack, '--key', `${base}/key.pem`]).code).toBe(0);
  const sig = JSON.parse(readFileSync(`${pack}/signature.json`, 'utf8')) as { sig: string; pub_key: string };
  return { pack, sig, sec1, pkcs8: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString() };
}

const b64 = (s: string): string => Buffer.from(s).toString('base64');

describe('pack verify on a hostile signature.json', () => {
  it('refuses the signing key itself as pub_key, in SEC 1 and PKCS #8 form, with the manager reason', () => {
    const { pack, sig, sec1, pkcs8 } = signedPack();
    for (const pem of [sec1, pkcs8]) {
      writeFileSync(`${pack}/signature.json`, JSON.stringify({ sig: sig.sig, pub_key: b64(pem) }));
      expect(runCli(['pack', 'verify', pack])).toMatchObject({ code: 1, stdout: GO_PRIVATE_KEY_REFUSAL });
    }
  });

  it('refuses a private key given as the pinned registry key', () => {
    const { pack, sec1 } = signedPack();
    writeFileSync(`${base}/pinned.pem`, sec1);
    const r = runCli(['pack', 'verify', pack, '--pubkey', `${base}/pinned.pem`]);
    expect(r.code).toBe(2);
    expect(r.stderr.split('\n')[0]).toBe(`error: --pubkey ${base}/pinned.pem: ${GO_PRIVATE_KEY_REFUSAL.slice('failed: '.length, -1)}`);
  });

  it('decodes base64 as strictly as Go: a stray byte fails where Node would skip it', () => {
    const { pack, sig } = signedPack();
    writeFileSync(`${pack}/signature.json`, JSON.stringify({ sig: sig.sig, pub_key: sig.pub_key.slice(0, 8) + '*' + sig.pub_key.slice(8) }));
    expect(runCli(['pack', 'verify', pack])).toMatchObject({ code: 1, stdout: 'failed: decode pub_key: illegal base64 data at input byte 8\n' });
  });

  it('matches keys case-insensitively and needs both non-empty, as json.Unmarshal into the manager struct does', () => {
    const { pack, sig } = signedPack();
    writeFileSync(`${pack}/signature.json`, JSON.stringify({ SIG: sig.sig, Pub_Key: sig.pub_key }));
    expect(runCli(['pack', 'verify', pack])).toMatchObject({ code: 0, stdout: 'verified: ' + pack + ' (1 signed file)\n' });
    writeFileSync(`${pack}/signature.json`, JSON.stringify({ sig: '', pub_key: sig.pub_key }));
    expect(runCli(['pack', 'verify', pack])).toMatchObject({ code: 1, stdout: 'failed: signature.json missing sig or pub_key\n' });
    writeFileSync(`${pack}/signature.json`, JSON.stringify({ sig: 7, pub_key: sig.pub_key }));
    expect(runCli(['pack', 'verify', pack]).stdout).toBe('failed: parse signature.json: json: cannot unmarshal number into Go struct field signatureManifest.sig of type string\n');
  });
});
