// A tree that names files outside itself (a golden test's args_file at
// `../` or an absolute path, a linked examples/ or tests/ folder, a SKILL.md
// or persona linked out) must not get their bytes read: a 0600 secret next
// to the named root never shows in any output format of validate or test,
// nor through mcp resources, and a read-escapes-tree finding names the escape.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, symlinkSync, writeFileSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { connectMcp, mcpTest } from '../helpers/mcp.js';
import { buildTree, tempBase } from '../helpers/tree.js';

const t = mcpTest();
const SECRET = '5ec12e7a9b0c4d1e8f2a3b4c';
const SECRET_NAME = 'leaked-d3adbeefcafe';

/** Secrets outside the root (0600), and a root whose skills and docs point at them. */
function plant(): string {
  t.base = tempBase();
  const b = t.base;
  const secret = (rel: string, text: string): void => {
    writeFileSync(`${b}/${rel}`, text);
    chmodSync(`${b}/${rel}`, 0o600);
  };
  mkdirSync(`${b}/outside/examples`, { recursive: true });
  secret('secret.json', JSON.stringify({ private_key_id: SECRET }));
  secret('outside/examples/leak.json', JSON.stringify({ private_key_id: SECRET }));
  secret('outside/SKILL.md', `---\nname: ${SECRET_NAME}\ndescription: ${SECRET}\n---\n${SECRET}\n`);
  secret('outside/persona.md', `---\nname: ${SECRET_NAME}\ndescription: ${SECRET}\nwhen_to_use: ${SECRET}\npermission_mode: ${SECRET}\n---\n`);
  // A schema that fails on any string, so a read value would be quoted in a finding.
  const schema = { type: 'object', properties: { private_key_id: { type: 'string', maxLength: 1, pattern: '^$' } } };
  const echo = '#!/bin/sh\ncat\n';
  buildTree(b, {
    files: [
      { path: 'r/oracle/skill.json', text: JSON.stringify({ name: 'oracle', description: 'd', entry: 'run.sh', schema }) },
      { path: 'r/oracle/run.sh', text: echo, mode: '0755' },
      {
        path: 'r/oracle/tests/leak.test.json',
        text: JSON.stringify({ cases: [
          { name: 'rel', args_file: '../../../secret.json', expect: { result: { private_key_id: 'x' } } },
          { name: 'abs', args_file: `${b}/secret.json`, expect: { result: { private_key_id: 'x' } } },
          // Out by name and missing: the same finding, so whether it exists is not told.
          { name: 'gone', args_file: '../../../no-such.json', expect: { result: {} } },
        ] }),
      },
      { path: 'r/linked/skill.json', text: JSON.stringify({ name: 'linked', description: 'd', entry: 'run.sh', schema }) },
      { path: 'r/linked/run.sh', text: echo, mode: '0755' },
      { path: 'r/pack/openclaw.plugin.json', text: '{"id": "p", "skills": ["skills/s"]}' },
    ],
    symlinks: [
      { path: 'r/linked/examples', target: `${b}/outside/examples` },
      { path: 'r/pack/skills/s/SKILL.md', target: `${b}/outside/SKILL.md` },
      { path: 'r/loose/SKILL.md', target: `${b}/outside/SKILL.md` },
      { path: 'r/agents/spy.md', target: `${b}/outside/persona.md` },
      { path: 'r/creds/skill.json', target: `${b}/secret.json` },
    ],
  });
  return `${b}/r`;
}

describe('reads stay inside the tree', () => {
  it.each(['text', 'json', 'sarif', 'github'])('validate --format %s: no byte of the secret, and each escape named', (format) => {
    const root = plant();
    const r = runCli(['validate', '--no-config', '--format', format, root], { env: { GITHUB_ACTIONS: undefined } });
    const out = r.stdout + r.stderr;
    expect(out).not.toContain(SECRET);
    expect(out).not.toContain(SECRET_NAME);
    expect(r.code).toBe(1);
    expect(out).toContain('read-escapes-tree');
    for (const named of ['args_file', 'examples/', 'SKILL.md', 'persona', 'manifest-blocks']) expect(out).toContain(named);
    expect(out).toContain(`${t.base}/secret.json`);
  });

  it('validate text: one finding per escape, at the escaping name', () => {
    const root = plant();
    const r = runCli(['validate', '--no-config', '--format', 'json', root]);
    const found = (JSON.parse(r.stdout) as { diagnostics?: Array<{ rule: string; file: string }> }).diagnostics
      ?? (JSON.parse(r.stdout) as Array<{ rule: string; file: string }>);
    const files = (Array.isArray(found) ? found : []).filter((d) => d.rule === 'read-escapes-tree').map((d) => d.file.replace(`${t.base}/r/`, ''));
    expect(files.sort()).toEqual(['agents/spy.md', 'linked/examples', 'loose/SKILL.md', 'oracle/tests/leak.test.json', 'oracle/tests/leak.test.json', 'oracle/tests/leak.test.json', 'pack/skills/s/SKILL.md']);
  });

  it('scan and list boot as the manager does: a skill.json linked out of the root is read, as the manager reads it', () => {
    // The operator's exact view: the manager follows the link, so scan and list do too (docs/security.md).
    const root = plant();
    for (const cmd of ['scan', 'list']) {
      const r = runCli([cmd, root]);
      expect(r.stderr, cmd).not.toContain('is a link that leads to');
    }
  });

  it('test: an args_file out of the skill folder is refused, never sent to the skill', () => {
    const root = plant();
    for (const format of ['text', 'json', 'junit', 'github']) {
      const r = runCli(['test', '--reporter', format, root]);
      const out = r.stdout + r.stderr;
      expect(out, format).not.toContain(SECRET);
      expect(out, format).toContain('outside');
      expect(r.code, format).toBe(2);
    }
  });

  // The whole class, watched from the kernel's side: no open of anything outside the root, by any command.
  const STRACE = '/usr/bin/strace';
  it.skipIf(!existsSync(STRACE) || spawnSync(STRACE, ['-o', '/dev/null', 'true']).status !== 0)('validate, test, scan and list never open a file outside the root (strace)', () => {
    const root = plant();
    const log = `${t.base}/strace.log`;
    const runs = [
      ['validate', '--no-config', '--format', 'sarif', root],
      ['validate', '--no-config', '--update-baseline', '--baseline', `${t.base}/baseline.json`, root],
      ['test', root],
      ['scan', root],
      ['list', root],
    ];
    for (const argv of runs) {
      spawnSync(STRACE, ['-f', '-e', 'trace=open,openat,openat2', '-o', log, process.execPath, BIN, ...argv], { env: { ...process.env, NO_COLOR: '1' } });
      const text = readFileSync(log, 'utf8');
      // The trace saw the run (the bundle opened), so an empty list below means something.
      expect(text, argv.join(' ')).toContain('ongrid-skills');
      const opened = text.split('\n').filter((l) => l.includes(`"${t.base}/secret.json"`) || l.includes(`"${t.base}/outside`));
      expect(opened, argv.join(' ')).toEqual([]);
    }
  }, 120_000);

  it('mcp: a SKILL.md linked out of its pack is neither listed nor read', async () => {
    const root = plant();
    t.conn = await connectMcp(['--dir', root]);
    const { resources } = await t.conn.client.listResources();
    expect(JSON.stringify(resources)).not.toContain(SECRET_NAME);
    const uri = pathToFileURL(`${root}/pack/skills/s/SKILL.md`).href;
    await expect(t.conn.client.readResource({ uri })).rejects.toMatchObject({ code: -32602 });
    expect(t.conn.stderr()).not.toContain(SECRET);
  });

  it('mcp: a pack with any link out of it (the manager refuses it whole) offers none of its SKILL.md files', async () => {
    t.base = tempBase();
    const b = t.base;
    writeFileSync(`${b}/secret.txt`, SECRET);
    buildTree(b, {
      files: [
        { path: 'r/pack/openclaw.plugin.json', text: '{"id": "p", "skills": ["skills/s"]}' },
        { path: 'r/pack/skills/s/SKILL.md', text: '---\nname: s\ndescription: fine\n---\n' },
        { path: 'r/other/openclaw.plugin.json', text: '{"id": "o", "skills": ["skills/k"]}' },
        { path: 'r/other/skills/k/SKILL.md', text: '---\nname: k\ndescription: kept\n---\n' },
      ],
      symlinks: [{ path: 'r/pack/skills/s/notes.md', target: `${b}/secret.txt` }],
    });
    t.conn = await connectMcp(['--dir', `${b}/r`]);
    expect((await t.conn.client.listResources()).resources.map((r) => r.name)).toEqual(['k']);
    await expect(t.conn.client.readResource({ uri: pathToFileURL(`${b}/r/pack/skills/s/SKILL.md`).href })).rejects.toMatchObject({ code: -32602 });
  });

  it('mcp: a SKILL.md swapped for a link out of its pack after the listing is not read', async () => {
    t.base = tempBase();
    const b = t.base;
    writeFileSync(`${b}/secret.md`, `---\nname: x\ndescription: ${SECRET}\n---\n`);
    chmodSync(`${b}/secret.md`, 0o600);
    buildTree(b, {
      files: [
        { path: 'r/pack/openclaw.plugin.json', text: '{"id": "p", "skills": ["skills/s"]}' },
        { path: 'r/pack/skills/s/SKILL.md', text: '---\nname: s\ndescription: fine\n---\n' },
      ],
    });
    t.conn = await connectMcp(['--dir', `${b}/r`]);
    const uri = pathToFileURL(`${b}/r/pack/skills/s/SKILL.md`).href;
    expect((await t.conn.client.listResources()).resources.map((r) => r.uri)).toEqual([uri]);
    const { rmSync } = await import('node:fs');
    rmSync(`${b}/r/pack/skills/s/SKILL.md`);
    symlinkSync(`${b}/secret.md`, `${b}/r/pack/skills/s/SKILL.md`);
    await expect(t.conn.client.readResource({ uri })).rejects.toMatchObject({ code: -32602 });
  });
});
