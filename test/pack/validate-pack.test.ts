// The signature round trip as `validate` reports it: sign a pack, validate
// it clean of signature errors (the coverage warning stays), change one
// .md byte (failed, with the manager's reason), change a script (still
// verified, still warned about).
import { generateKeyPairSync } from 'node:crypto';
import { appendFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import { runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

function makePack(): string {
  base = tempBase();
  const pack = `${base}/disk-pack`;
  mkdirSync(`${pack}/skills/disk_report/scripts`, { recursive: true });
  writeFileSync(`${pack}/openclaw.plugin.json`, '{"id": "disk-pack", "configSchema": {}, "skills": ["skills/disk_report"]}\n');
  writeFileSync(`${pack}/skills/disk_report/SKILL.md`, '---\nname: disk_report\ndescription: Disk usage.\n---\n# Disk\n');
  writeFileSync(`${pack}/skills/disk_report/scripts/run.sh`, '#!/bin/sh\necho {}\n', { mode: 0o755 });
  const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
  writeFileSync(`${base}/key.pem`, privateKey.export({ type: 'sec1', format: 'pem' }));
  return pack;
}

const packRules = async (pack: string) =>
  (await collectValidation([pack], { rule: ['pack-unsigned=warn'] }, { cwd: base, env: {} })).diagnostics.filter((d) => d.rule.startsWith('pack-')).map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`);

describe('validate on a signed pack', () => {
  it('reports unsigned, then verified with the coverage warning, then failed after a .md byte changes', async () => {
    const pack = makePack();
    expect(await packRules(pack)).toEqual(['disk-pack/openclaw.plugin.json:1:1 pack-unsigned']);

    expect(runCli(['pack', 'sign', pack, '--key', `${base}/key.pem`]).code).toBe(0);
    expect(await packRules(pack)).toEqual(['disk-pack/signature.json:1:1 pack-signature-coverage']);

    appendFileSync(`${pack}/skills/disk_report/scripts/run.sh`, 'rm -rf /tmp/x\n');
    const scripted = await collectValidation([pack], {}, { cwd: base, env: {} });
    expect(scripted.diagnostics.map((d) => d.rule)).toEqual(['pack-signature-coverage']);
    expect(scripted.diagnostics[0].message).toContain('skills/disk_report/scripts/run.sh');

    const md = `${pack}/skills/disk_report/SKILL.md`;
    writeFileSync(md, readFileSync(md, 'utf8').replace('Disk usage.', 'Disk usage!'));
    const tampered = await collectValidation([pack], {}, { cwd: base, env: {} });
    const failed = tampered.diagnostics.find((d) => d.rule === 'pack-signature-failed')!;
    expect(failed).toMatchObject({ severity: 'error', file: 'disk-pack/signature.json', args: { reason: 'ecdsa signature does not verify' } });
    expect(failed.message).toContain('ecdsa signature does not verify');
    expect(tampered.diagnostics.some((d) => d.rule === 'pack-signature-coverage')).toBe(true);
  });

  it('exits 1 on a failed signature through the CLI, with the reason in the output', () => {
    const pack = makePack();
    runCli(['pack', 'sign', pack, '--key', `${base}/key.pem`]);
    writeFileSync(`${pack}/openclaw.plugin.json`, '{"id": "disk-pack", "configSchema": {}, "skills": ["skills/disk_report"]} \n');
    const r = runCli(['validate', 'disk-pack'], { cwd: base });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/disk-pack\/signature\.json:1:1 +error +the signature does not hold: the manager's verdict is failed \(ecdsa signature does not verify\)/);
    expect(r.stdout).toContain('[pack-signature-coverage]');
  });
});
