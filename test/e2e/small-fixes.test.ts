// The smaller first-loop fixes, one snapshot document
// each (command, exit code, stdout, stderr).
import { execFileSync } from 'node:child_process';
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { cliDocument } from '../helpers/doc.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const base = tempBase();
afterAll(() => removeBase(base));

function skill(dir: string, manifest: object, file: string, body: string): void {
  mkdirSync(path.join(base, dir), { recursive: true });
  writeFileSync(path.join(base, dir, 'skill.json'), JSON.stringify(manifest) + '\n');
  writeFileSync(path.join(base, dir, file), body);
  chmodSync(path.join(base, dir, file), 0o755);
}

skill('skills/strict', { name: 'strict', description: 'd', entry: 'run.sh', schema: { type: 'object', additionalProperties: false, properties: { path: { type: 'string' } } } }, 'run.sh', '#!/bin/sh\necho "{}"\n');
skill('py/noshebang', { name: 'noshebang', description: 'd', entry: 'run.py', timeout_seconds: 5 }, 'run.py', 'import json\nprint("{}")\n');
skill('js/noshebang_js', { name: 'noshebang_js', description: 'd', entry: 'run.js', timeout_seconds: 5 }, 'run.js', 'console.log("{}")\n');
mkdirSync(path.join(base, 'pack/skills/hello'), { recursive: true });
writeFileSync(path.join(base, 'pack/skills/hello/SKILL.md'), '---\nname: hello\ndescription: says hello\n---\nHello.\n');

async function doc(args: string[], snapshot: string, input = ''): Promise<ReturnType<typeof runCli>> {
  const r = runCli(args, { cwd: base, input });
  await expect(cliDocument(`ongrid-skills ${args.join(' ')}`, r, { [base]: '<tmp>' })).toMatchFileSnapshot(`./__snapshots__/small-fixes/${snapshot}.md`);
  return r;
}

describe('small fixes of the first loop', () => {
  it('an args error names the property the schema does not allow', async () => {
    const r = await doc(['run', 'strict', '--dir', 'skills'], 'args-additional-property', '{"path":"/","paht":"/tmp"}');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('must NOT have additional properties: "paht"');
  });

  it('a run.py without #! is told #!/usr/bin/env python3', async () => {
    const r = await doc(['validate', 'py'], 'no-shebang-python');
    expect(r.stdout).toContain('add #!/usr/bin/env python3 as its first line');
    const js = runCli(['validate', 'js'], { cwd: base });
    expect(js.stdout).toContain('add #!/usr/bin/env node as its first line');
  });

  it('pack sign with a public key says so', async () => {
    execFileSync('openssl', ['ecparam', '-name', 'prime256v1', '-genkey', '-noout', '-out', path.join(base, 'key.pem')]);
    execFileSync('openssl', ['ec', '-in', path.join(base, 'key.pem'), '-pubout', '-out', path.join(base, 'pub.pem')], { stdio: 'ignore' });
    const r = await doc(['pack', 'sign', 'pack', '--key', 'pub.pem'], 'pack-sign-public-key');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('this is a public key; sign needs the private key');
  });

  it('pack sign counts files with the right plural', async () => {
    const r = await doc(['pack', 'sign', 'pack', '--key', 'key.pem'], 'pack-sign-one-file');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('signed 1 file of pack');
    expect(runCli(['pack', 'verify', 'pack'], { cwd: base }).stdout).toContain('(1 signed file)');
  });

  it('scan --help documents the --json keys it prints', async () => {
    const r = await doc(['scan', '--help'], 'scan-help');
    const json = JSON.parse(runCli(['scan', path.join(base, 'skills'), '--json'], { cwd: base }).stdout) as Record<string, Array<Record<string, unknown>>>;
    const help = r.stdout.split('--json prints one object:')[1];
    for (const [key, rows] of Object.entries(json)) {
      expect(help, key).toMatch(new RegExp(`^  ${key} `, 'm'));
      const first = rows[0];
      if (typeof first !== 'object' || first === null) continue;
      for (const field of Object.keys(first)) expect(help, `${key}.${field}`).toMatch(new RegExp(`[{ ]${field}[,}]`));
    }
  });

  it('list from / with no folders says, before the walk, that it walks / and can be stopped', async () => {
    // Stopped after 1.5 s: the note must be out by then, before any loader line.
    const r = runCli(['list'], { cwd: '/', timeoutMs: 1500 });
    expect(r.stderr.split('\n')[0]).toBe(
      'note: no skill folders given; walking / (the whole file system, which can take minutes: Ctrl-C stops it); pass folders, --dir, a config "dirs" list or ONGRID_SKILLS_EXTERNAL_DIRS',
    );
    await expect(cliDocument('(cd / && ongrid-skills list)  # stopped after 1.5 s', { code: null, stdout: r.stdout, stderr: r.stderr.split('\n')[0] + '\n' })).toMatchFileSnapshot(
      './__snapshots__/small-fixes/list-root.md',
    );
  });
});

describe('package.json#ongrid-skills beside an rc file', () => {
  const project = path.join(base, 'project');
  mkdirSync(path.join(project, 'skills'), { recursive: true });
  writeFileSync(path.join(project, 'package.json'), '{"name":"p","ongrid-skills":{"builtins":true}}\n');

  it('a broken rc file is exit 2, naming the package.json that would win', async () => {
    writeFileSync(path.join(project, '.ongrid-skillsrc.json'), '{"builtins": true,}\n');
    const r = runCli(['list', 'skills'], { cwd: project });
    await expect(cliDocument('ongrid-skills list skills', r, { [base]: '<tmp>' })).toMatchFileSnapshot('./__snapshots__/small-fixes/config-shadow-broken.md');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('package.json holds an "ongrid-skills" key too');
  });

  it('a valid one is named as ignored', async () => {
    writeFileSync(path.join(project, '.ongrid-skillsrc.json'), '{"builtins": true}\n');
    const r = runCli(['list', 'skills'], { cwd: project });
    await expect(cliDocument('ongrid-skills list skills', r, { [base]: '<tmp>' })).toMatchFileSnapshot('./__snapshots__/small-fixes/config-shadow.md');
    expect(r.code).toBe(0);
    expect(r.stderr).toContain('.ongrid-skillsrc.json is ignored');
  });
});
