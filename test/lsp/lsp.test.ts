// The built server over real stdio, driven by a protocol client: what an
// editor sees as the author types, fixes and runs.
import { execFileSync, spawnSync } from 'node:child_process';
import { chmodSync, cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import type { CodeAction, Diagnostic, TextEdit } from 'vscode-languageserver-protocol';
import { BIN, type Client, startServer, uriOf } from './client.js';

const FIXTURES = path.resolve(import.meta.dirname, '../../fixtures/fix');
const VALIDATE = path.resolve(import.meta.dirname, '../../fixtures/validate');
let client: Client | undefined;
const dirs: string[] = [];

function workspace(...fixtures: string[]): string {
  const root = mkdtempSync(path.join(tmpdir(), 'ongrid-lsp-'));
  dirs.push(root);
  // mkdtemp makes it 0700: the workspace is a skills root, which the manager's user must be able to enter.
  chmodSync(root, 0o755);
  writeFileSync(path.join(root, 'package.json'), '{}');
  for (const f of fixtures) cpSync(path.join(FIXTURES, f, 'before'), path.join(root, 'skills', f), { recursive: true });
  return root;
}

afterEach(async () => {
  await client?.stop();
  client = undefined;
  for (const d of dirs.splice(0)) rmSync(d, { recursive: true, force: true });
});

/** Apply protocol text edits to a text. */
function applyEdits(text: string, edits: TextEdit[]): string {
  const offset = (p: { line: number; character: number }) => {
    const lines = text.split('\n');
    return lines.slice(0, p.line).reduce((n, l) => n + l.length + 1, 0) + p.character;
  };
  const sorted = [...edits].sort((a, b) => offset(b.range.start) - offset(a.range.start));
  for (const e of sorted) text = text.slice(0, offset(e.range.start)) + e.newText + text.slice(offset(e.range.end));
  return text;
}

async function open(c: Client, file: string, text = readFileSync(file, 'utf8'), version = 1): Promise<Diagnostic[]> {
  const got = c.diagnostics(uriOf(file), version);
  await c.conn.sendNotification('textDocument/didOpen', { textDocument: { uri: uriOf(file), languageId: 'json', version, text } });
  return (await got).diagnostics;
}

async function change(c: Client, file: string, text: string, version: number): Promise<Diagnostic[]> {
  const got = c.diagnostics(uriOf(file), version);
  await c.conn.sendNotification('textDocument/didChange', { textDocument: { uri: uriOf(file), version }, contentChanges: [{ text }] });
  return (await got).diagnostics;
}

const rules = (ds: Diagnostic[]) => ds.map((d) => d.code).sort();

describe('lsp over stdio', () => {
  it('publishes validate’s diagnostics on open and on each edit of the unsaved buffer', async () => {
    const root = workspace('class-invalid');
    const file = path.join(root, 'skills/class-invalid/skill.json');
    client = await startServer(root);
    expect(rules(await open(client, file))).toContain('class-invalid');
    const fixed = readFileSync(file, 'utf8').replace('"Safe"', '"safe"');
    expect(rules(await change(client, file, fixed, 2))).not.toContain('class-invalid');
    // Half-typed JSON: the manager's decode error, not a crash.
    const broken = await change(client, file, fixed.slice(0, 40), 3);
    expect(broken.length).toBeGreaterThan(0);
    expect(broken[0].source).toBe('ongrid-skills');
  });

  it('matches validate on the same file', async () => {
    const root = workspace('unknown-key');
    const file = path.join(root, 'skills/unknown-key/skill.json');
    const out = spawnSync(process.execPath, [BIN, 'validate', 'skills', '--format', 'json'], { cwd: root, encoding: 'utf8' }).stdout;
    const cli = (JSON.parse(out) as { diagnostics: Array<{ rule: string; line: number; column: number }> }).diagnostics;
    const cliRules = cli.map((d) => d.rule).sort();
    expect(cliRules.length).toBeGreaterThan(0);
    client = await startServer(root);
    const got = await open(client, file);
    expect(rules(got)).toEqual(cliRules);
    for (const d of cli) expect(got.some((g) => g.code === d.rule && g.range.start.line === d.line - 1)).toBe(true);
  });

  it('offers a quick fix that removes its diagnostic, and fix-all equal to validate --fix', async () => {
    const root = workspace('class-invalid', 'case-insensitive-key');
    const file = path.join(root, 'skills/class-invalid/skill.json');
    client = await startServer(root);
    const diags = await open(client, file);
    const target = diags.find((d) => d.code === 'class-invalid')!;
    const actions = (await client.conn.sendRequest('textDocument/codeAction', { textDocument: { uri: uriOf(file) }, range: target.range, context: { diagnostics: [target], only: ['quickfix'] } })) as CodeAction[];
    expect(actions.length).toBeGreaterThan(0);
    const edited = applyEdits(readFileSync(file, 'utf8'), actions[0].edit!.changes![uriOf(file)]);
    expect(rules(await change(client, file, edited, 2))).not.toContain('class-invalid');

    const other = path.join(root, 'skills/case-insensitive-key/skill.json');
    const before = readFileSync(other, 'utf8');
    await open(client, other);
    const all = (await client.conn.sendRequest('textDocument/codeAction', { textDocument: { uri: uriOf(other) }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [], only: ['source.fixAll'] } })) as CodeAction[];
    expect(all).toHaveLength(1);
    const viaLsp = applyEdits(before, all[0].edit!.changes![uriOf(other)]);
    try {
      execFileSync(process.execPath, [BIN, 'validate', 'skills/case-insensitive-key', '--fix'], { cwd: root, stdio: 'ignore' });
    } catch {
      // Findings left exit 1; the fixes are written all the same.
    }
    expect(viaLsp).toBe(readFileSync(other, 'utf8'));
    expect(viaLsp).not.toBe(before);
  });

  it('sets the x bit through a command acting on the entry file', async () => {
    const root = workspace('entry-not-executable');
    const file = path.join(root, 'skills/entry-not-executable/skill.json');
    client = await startServer(root);
    const target = (await open(client, file)).find((d) => d.code === 'entry-not-executable')!;
    expect(target).toBeDefined();
    const actions = (await client.conn.sendRequest('textDocument/codeAction', { textDocument: { uri: uriOf(file) }, range: target.range, context: { diagnostics: [target] } })) as CodeAction[];
    const fix = actions.find((a) => a.command?.command === 'ongrid-skills.applyFix')!;
    expect(fix).toBeDefined();
    const republished = client.diagnostics(uriOf(file));
    await client.conn.sendRequest('workspace/executeCommand', fix.command);
    expect(statSync(path.join(root, 'skills/entry-not-executable/run.sh')).mode & 0o111).not.toBe(0);
    expect(rules((await republished).diagnostics)).not.toContain('entry-not-executable');
  });

  it('answers hover, completion and definition', async () => {
    const root = workspace('class-invalid');
    const file = path.join(root, 'skills/class-invalid/skill.json');
    client = await startServer(root);
    const text = readFileSync(file, 'utf8');
    await open(client, file, text);
    const lines = text.split('\n');
    const entryLine = lines.findIndex((l) => l.includes('"entry"'));
    const hover = (await client.conn.sendRequest('textDocument/hover', { textDocument: { uri: uriOf(file) }, position: { line: entryLine, character: 4 } })) as { contents: { value: string } };
    expect(hover.contents.value).toContain('**entry**');
    expect(hover.contents.value).toContain(path.join(root, 'skills/class-invalid/run.sh'));
    expect(hover.contents.value).toContain('Interpreter `/bin/sh`: present on this machine');
    const classLine = lines.findIndex((l) => l.includes('"class"'));
    const ruleHover = (await client.conn.sendRequest('textDocument/hover', { textDocument: { uri: uriOf(file) }, position: { line: classLine, character: 13 } })) as { contents: { value: string } };
    expect(ruleHover.contents.value).toContain('class-invalid');
    const completion = (await client.conn.sendRequest('textDocument/completion', { textDocument: { uri: uriOf(file) }, position: { line: 1, character: 3 } })) as Array<{ label: string }>;
    expect(completion.map((c) => c.label)).toEqual(expect.arrayContaining(['name', 'entry', 'env_allow', 'timeout_seconds', 'class']));
    const classValues = (await client.conn.sendRequest('textDocument/completion', { textDocument: { uri: uriOf(file) }, position: { line: classLine, character: lines[classLine].indexOf('"Safe"') + 1 } })) as Array<{ label: string }>;
    expect(classValues.map((c) => c.label)).toEqual(['safe', 'mutating', 'dangerous']);
    const def = (await client.conn.sendRequest('textDocument/definition', { textDocument: { uri: uriOf(file) }, position: { line: entryLine, character: lines[entryLine].indexOf('run.sh') + 1 } })) as { uri: string };
    expect(def.uri).toBe(uriOf(path.join(root, 'skills/class-invalid/run.sh')));
  });

  it('sees a manifest created on disk (duplicate name) through a watched-file change', async () => {
    const root = workspace('class-invalid');
    const file = path.join(root, 'skills/class-invalid/skill.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Safe"', '"safe"'));
    client = await startServer(root);
    expect(rules(await open(client, file))).not.toContain('duplicate-name');
    const twin = path.join(root, 'skills/aaa-twin');
    mkdirSync(twin);
    writeFileSync(path.join(twin, 'skill.json'), readFileSync(file, 'utf8'));
    writeFileSync(path.join(twin, 'run.sh'), '#!/bin/sh\necho {}\n');
    chmodSync(path.join(twin, 'run.sh'), 0o755);
    const next = client.diagnostics(uriOf(file));
    await client.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(path.join(twin, 'skill.json')), type: 1 }] });
    expect(rules((await next).diagnostics)).toContain('duplicate-name');
  });

  it('runs a safe skill from its code lens, and asks before a mutating one', async () => {
    const root = workspace('class-invalid');
    const dir = path.join(root, 'skills/class-invalid');
    const file = path.join(dir, 'skill.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Safe"', '"safe"'));
    const asked: unknown[] = [];
    let answer = 'Cancel';
    client = await startServer(root, [], (method, params) => {
      if (method !== 'window/showMessageRequest') return undefined;
      asked.push(params);
      return { title: answer };
    });
    await open(client, file);
    const lenses = (await client.conn.sendRequest('textDocument/codeLens', { textDocument: { uri: uriOf(file) } })) as Array<{ command: { command: string; arguments: unknown[] } }>;
    expect(lenses.map((l) => (l.command as { title?: string }).title)).toContain('Run');
    const run = lenses[0].command;
    const safe = (await client.conn.sendRequest('workspace/executeCommand', { command: run.command, arguments: run.arguments })) as { ok: boolean };
    expect(safe.ok).toBe(true);
    expect(asked).toHaveLength(0);
    const mutating = readFileSync(file, 'utf8').replace('"safe"', '"mutating"');
    writeFileSync(file, mutating);
    await change(client, file, mutating, 2);
    const declined = (await client.conn.sendRequest('workspace/executeCommand', { command: run.command, arguments: run.arguments })) as { ok: boolean; message: string };
    expect(asked).toHaveLength(1);
    expect(declined.ok).toBe(false);
    answer = 'Run';
    const accepted = (await client.conn.sendRequest('workspace/executeCommand', { command: run.command, arguments: run.arguments })) as { ok: boolean };
    expect(asked).toHaveLength(2);
    expect(accepted.ok).toBe(true);
  });

  it('keeps workspace facts current: a persona’s tool that an unsaved rename took away', async () => {
    const root = workspace('class-invalid');
    const manifest = path.join(root, 'skills/class-invalid/skill.json');
    const fixed = readFileSync(manifest, 'utf8').replace('"Safe"', '"safe"');
    writeFileSync(manifest, fixed);
    mkdirSync(path.join(root, 'agents'));
    const persona = path.join(root, 'agents/ops.md');
    writeFileSync(persona, '---\nname: ops_lead\ndescription: Runs operations.\nwhen_to_use: When asked.\ntools: [fix_class]\n---\n\nYou run operations.\n');
    client = await startServer(root);
    expect(rules(await open(client, persona))).not.toContain('persona-tool-unknown');
    const def = (await client.conn.sendRequest('textDocument/definition', { textDocument: { uri: uriOf(persona) }, position: { line: 4, character: 10 } })) as { uri: string };
    expect(def.uri).toBe(uriOf(manifest));
    const complete = async (line: number, character: number) =>
      ((await client!.conn.sendRequest('textDocument/completion', { textDocument: { uri: uriOf(persona) }, position: { line, character } })) as Array<{ label: string }>).map((c) => c.label);
    expect(await complete(4, 8)).toContain('fix_class');
    expect(await complete(1, 0)).toEqual(expect.arrayContaining(['when_to_use', 'permission_mode', 'tools']));
    await open(client, manifest, fixed);
    const next = client.diagnostics(uriOf(persona));
    await change(client, manifest, fixed.replace('"fix_class"', '"fix_klass"'), 2);
    expect(rules((await next).diagnostics)).toContain('persona-tool-unknown');
  });

  it('checks the unsaved text of a SKILL.md and a persona, not the disk’s', async () => {
    const root = workspace('class-invalid');
    const skill = path.join(root, 'skills/native/SKILL.md');
    cpSync(path.join(VALIDATE, 'frontmatter-yaml/good/SKILL.md'), skill);
    cpSync(path.join(VALIDATE, 'persona-tool-unknown/good/agents'), path.join(root, 'agents'), { recursive: true });
    const persona = path.join(root, 'agents/ops.md');
    client = await startServer(root);
    expect(rules(await open(client, skill))).not.toContain('frontmatter-missing');
    expect(rules(await change(client, skill, '# no frontmatter\n', 2))).toContain('frontmatter-missing');
    expect(rules(await open(client, persona))).not.toContain('persona-tool-unknown');
    const typo = readFileSync(persona, 'utf8').replace('host_bash', 'host_bsh');
    expect(rules(await change(client, persona, typo, 2))).toContain('persona-tool-unknown');
  });

  it('fix-all on a skill.json also fixes its entry file, leaving what validate --fix leaves', async () => {
    const root = workspace('entry-no-shebang');
    const dir = path.join(root, 'skills/entry-no-shebang');
    const file = path.join(dir, 'skill.json');
    // Three fixes of one skill: a key's spelling (the document), the entry's #! line and its x bit (the entry file).
    writeFileSync(file, readFileSync(file, 'utf8').replace('"description"', '"Description"'));
    chmodSync(path.join(dir, 'main.py'), 0o644);
    const twin = mkdtempSync(path.join(tmpdir(), 'ongrid-lsp-twin-'));
    dirs.push(twin);
    cpSync(root, twin, { recursive: true });
    chmodSync(twin, 0o755);
    try {
      execFileSync(process.execPath, [BIN, 'validate', 'skills/entry-no-shebang', '--fix'], { cwd: twin, stdio: 'ignore' });
    } catch {
      // Findings left exit 1; the fixes are written all the same.
    }
    const twinDir = path.join(twin, 'skills/entry-no-shebang');
    expect(statSync(path.join(twinDir, 'main.py')).mode & 0o111).not.toBe(0);

    client = await startServer(root);
    const before = readFileSync(file, 'utf8');
    await open(client, file);
    const all = (await client.conn.sendRequest('textDocument/codeAction', { textDocument: { uri: uriOf(file) }, range: { start: { line: 0, character: 0 }, end: { line: 0, character: 0 } }, context: { diagnostics: [], only: ['source.fixAll'] } })) as CodeAction[];
    expect(all).toHaveLength(1);
    expect(all[0].command?.command).toBe('ongrid-skills.applyFileFixes');
    // As a client applies it: the edit to the buffer first, then the command.
    const after = applyEdits(before, all[0].edit!.changes![uriOf(file)]);
    await change(client, file, after, 2);
    await client.conn.sendRequest('workspace/executeCommand', all[0].command);
    expect(after).toBe(readFileSync(path.join(twinDir, 'skill.json'), 'utf8'));
    expect(readFileSync(path.join(dir, 'main.py'), 'utf8')).toBe(readFileSync(path.join(twinDir, 'main.py'), 'utf8'));
    expect(statSync(path.join(dir, 'main.py')).mode & 0o777).toBe(statSync(path.join(twinDir, 'main.py')).mode & 0o777);
    expect(readFileSync(path.join(dir, 'main.py'), 'utf8')).not.toBe(readFileSync(path.join(FIXTURES, 'entry-no-shebang/before/main.py'), 'utf8'));
  });

  it('hovers and completes frontmatter keys for the document’s ecosystem', async () => {
    const root = workspace('class-invalid');
    const write = (rel: string, text: string): string => {
      const file = path.join(root, rel);
      mkdirSync(path.dirname(file), { recursive: true });
      writeFileSync(file, text);
      return file;
    };
    write('plug/.claude-plugin/plugin.json', '{"name": "plug"}\n');
    const agent = write('plug/agents/reviewer.md', '---\nname: reviewer\ndescription: Reviews code.\ntools: Read, \nmodel: \n---\n\nYou review.\n');
    const command = write('plug/commands/ship.md', '---\ndescription: Ship it.\n\n---\n\nShip.\n');
    const persona = write('agents/ops.md', '---\nname: ops_lead\ndescription: Runs operations.\nwhen_to_use: When asked.\npermission_mode: \n---\n\nYou run operations.\n');
    const claw = write('native/claw/SKILL.md', '---\nname: claw\ndescription: A claw skill.\nhomepage: https://example.com\ncommand-dispatch: \n---\n\nBody.\n');
    const spec = write('native/spec/SKILL.md', '---\nname: spec\ndescription: A spec skill.\nlicense: MIT\n\n---\n\nBody.\n');
    client = await startServer(root);
    const c = client;
    const hover = async (file: string, line: number, character = 1): Promise<string> =>
      ((await c.conn.sendRequest('textDocument/hover', { textDocument: { uri: uriOf(file) }, position: { line, character } })) as { contents: { value: string } } | null)?.contents.value ?? '';
    const complete = async (file: string, line: number, character: number): Promise<string[]> =>
      ((await c.conn.sendRequest('textDocument/completion', { textDocument: { uri: uriOf(file) }, position: { line, character } })) as Array<{ label: string }>).map((x) => x.label);
    for (const f of [agent, command, persona, claw, spec]) await open(c, f);

    // A Claude Code agent: its `tools` are Claude Code's, its keys camelCase.
    expect(await hover(agent, 3)).toContain('Claude Code tools');
    expect(await complete(agent, 3, 'tools: Read, '.length)).toEqual(expect.arrayContaining(['Bash', 'Read', 'WebFetch']));
    expect(await complete(agent, 4, 'model: '.length)).toEqual(['sonnet', 'opus', 'haiku', 'inherit']);
    const agentKeys = await complete(agent, 1, 0);
    expect(agentKeys).toEqual(expect.arrayContaining(['permissionMode', 'disallowedTools', 'maxTurns']));
    expect(agentKeys).not.toContain('when_to_use');
    // The manager's persona: when_to_use is required, permission_mode takes the manager's modes.
    expect(await hover(persona, 3)).toContain('required by the manager');
    expect(await complete(persona, 1, 0)).toEqual(expect.arrayContaining(['when_to_use', 'permission_mode', 'can_delegate']));
    expect(await complete(persona, 4, 'permission_mode: '.length)).toContain('read-only');
    expect(await hover(persona, 7)).toBe('');
    // A Claude Code command, an OpenClaw skill, an Agent Skills skill.
    expect(await complete(command, 2, 0)).toEqual(expect.arrayContaining(['argument-hint', 'allowed-tools', 'model']));
    expect(await complete(claw, 4, 'command-dispatch: '.length)).toEqual(['tool']);
    expect(await hover(claw, 3)).toContain('OpenClaw');
    const specKeys = await complete(spec, 4, 0);
    expect(specKeys).toEqual(expect.arrayContaining(['license', 'compatibility', 'allowed-tools']));
    expect(specKeys).not.toContain('activation');
    expect(await hover(spec, 3)).toContain('Agent Skills');
  });

  it('takes a config change without a restart', async () => {
    const root = workspace('class-invalid');
    const file = path.join(root, 'skills/class-invalid/skill.json');
    client = await startServer(root);
    expect(rules(await open(client, file))).toContain('class-invalid');
    const config = path.join(root, '.ongrid-skillsrc.json');
    writeFileSync(config, JSON.stringify({ rules: { 'class-invalid': 'off' } }));
    const next = client.diagnostics(uriOf(file));
    await client.conn.sendNotification('workspace/didChangeWatchedFiles', { changes: [{ uri: uriOf(config), type: 1 }] });
    expect(rules((await next).diagnostics)).not.toContain('class-invalid');
  });

  it('publishes no result for a version the client already replaced', async () => {
    const root = workspace('class-invalid');
    const file = path.join(root, 'skills/class-invalid/skill.json');
    const text = readFileSync(file, 'utf8');
    client = await startServer(root);
    await open(client, file, text);
    const last = client.diagnostics(uriOf(file), 41);
    for (let v = 2; v <= 41; v++) {
      await client.conn.sendNotification('textDocument/didChange', { textDocument: { uri: uriOf(file), version: v }, contentChanges: [{ text: v % 2 ? text : text.replace('"Safe"', '"safe"') }] });
    }
    expect(rules((await last).diagnostics)).toContain('class-invalid');
    const versions = client.published.filter((p) => p.uri === uriOf(file)).map((p) => p.version!);
    // Each publish is of a version newer than the one before it, and the last is the last edit's.
    expect(versions).toEqual([...versions].sort((a, b) => a - b));
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions.at(-1)).toBe(41);
  });

  it('runs the skill’s tests from the Test lens', async () => {
    const root = workspace('class-invalid');
    const dir = path.join(root, 'skills/class-invalid');
    const file = path.join(dir, 'skill.json');
    writeFileSync(file, readFileSync(file, 'utf8').replace('"Safe"', '"safe"'));
    writeFileSync(path.join(dir, 'run.sh'), '#!/bin/sh\nprintf \'{"ok":true}\'\n');
    chmodSync(path.join(dir, 'run.sh'), 0o755);
    mkdirSync(path.join(dir, 'tests'));
    writeFileSync(path.join(dir, 'tests/basic.test.json'), JSON.stringify({ cases: [{ name: 'ok', args: {}, expect: { ok: true, result: { ok: true } } }] }));
    client = await startServer(root);
    await open(client, file);
    const lenses = (await client.conn.sendRequest('textDocument/codeLens', { textDocument: { uri: uriOf(file) } })) as Array<{ command: { title: string; command: string; arguments: unknown[] } }>;
    const test = lenses.find((l) => l.command.title === 'Test')!.command;
    const result = (await client.conn.sendRequest('workspace/executeCommand', { command: test.command, arguments: test.arguments })) as { ok: boolean; log: string };
    expect(result.log).toContain('ok');
    expect(result.ok).toBe(true);
  });

  it('never crashes or stalls on any prefix of a real file', async () => {
    const root = workspace('class-invalid', 'unknown-key');
    cpSync(path.join(VALIDATE, 'frontmatter-yaml/good/SKILL.md'), path.join(root, 'skills/native/SKILL.md'));
    cpSync(path.join(VALIDATE, 'persona-tool-unknown/bad/agents'), path.join(root, 'agents'), { recursive: true });
    client = await startServer(root);
    for (const f of ['skills/class-invalid/skill.json', 'skills/unknown-key/skill.json', 'skills/native/SKILL.md', 'agents/ops.md']) {
      const file = path.join(root, f);
      const text = readFileSync(file, 'utf8');
      await open(client, file, '', 1);
      for (let i = 1; i <= text.length; i++) await change(client, file, text.slice(0, i), i + 1);
    }
    expect(client.child.exitCode).toBeNull();
  });

  it('exits when the client goes away without shutdown (code 1, as the protocol says)', async () => {
    const root = workspace('class-invalid');
    const c = await startServer(root);
    const exited = new Promise<number | null>((resolve) => c.child.once('exit', (code) => resolve(code)));
    c.conn.dispose();
    c.child.stdin!.end();
    expect(await exited).toBe(1);
  });
});
