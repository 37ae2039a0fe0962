// Inputs that used to end in "unexpected failure ... this
// is a bug" (or blamed the wrong file) get one clear line naming the culprit.
import { spawnSync } from 'node:child_process';
import { generateKeyPairSync } from 'node:crypto';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base: string;
beforeEach(() => (base = tempBase()));
afterEach(() => removeBase(base));

const asNobody = (args: string[]) => {
  const r = spawnSync('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', process.execPath, BIN, ...args], { env: { ...process.env, NO_COLOR: '1' } });
  return { code: r.status, stdout: r.stdout.toString(), stderr: r.stderr.toString() };
};
const root = process.getuid?.() === 0;

describe('pack verify', () => {
  it.skipIf(!root)('an unreadable subfolder of a signed pack fails with the manager reason, not a key error', () => {
    const pack = `${base}/pack`;
    mkdirSync(`${pack}/skills/a`, { recursive: true });
    writeFileSync(`${pack}/skills/a/SKILL.md`, '---\nname: a\ndescription: A.\n---\n');
    const { privateKey } = generateKeyPairSync('ec', { namedCurve: 'prime256v1' });
    writeFileSync(`${base}/key.pem`, privateKey.export({ type: 'sec1', format: 'pem' }));
    expect(runCli(['pack', 'sign', pack, '--key', `${base}/key.pem`]).code).toBe(0);
    chmodSync(base, 0o755);
    chmodSync(`${pack}/skills`, 0o700);
    const r = asNobody(['pack', 'verify', pack]);
    expect(r).toEqual({ code: 1, stdout: `failed: compute pack hash: open ${pack}/skills: permission denied\n`, stderr: '' });
  });
});

describe('validate', () => {
  it.skipIf(!root)('an unreadable examples/*.json is a finding on that file; the rest of the report stays', () => {
    const schema = { type: 'object', properties: { n: { type: 'integer' } } };
    for (const s of ['a', 'b']) {
      mkdirSync(`${base}/${s}/examples`, { recursive: true });
      writeFileSync(`${base}/${s}/skill.json`, JSON.stringify({ name: `skill_${s}`, description: 'd', entry: 'run.sh', class: 'safe', timeout_seconds: 5, schema }));
      writeFileSync(`${base}/${s}/run.sh`, '#!/bin/sh\necho {}\n', { mode: 0o755 });
      writeFileSync(`${base}/${s}/examples/bad.json`, '{"n": "x"}');
    }
    chmodSync(`${base}/a/examples/bad.json`, 0o600);
    chmodSync(base, 0o755);
    const r = asNobody(['validate', `${base}/a`, `${base}/b`]);
    expect(r.stderr).not.toMatch(/unexpected failure/);
    expect(r.code).toBe(0); // warnings only
    expect(r.stdout).toContain(`${base}/a/examples/bad.json:1:1  warning  example cannot be read (open ${base}/a/examples/bad.json: permission denied)`);
    expect(r.stdout).toMatch(new RegExp(`${base}/b/examples/bad.json:1:\\d+ +warning +example does not match the schema`));
  });
});
