// validate on SKILL.md files, personas and packs: the same diagnostics
// contract as skill.json (rule, severity, 1-based line and column in the
// .md file), --profile, what a named .md is, and the cases the fixtures
// cannot hold.
import { cpSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import { MAX_LINE } from '../../src/ecosystems/frontmatter.js';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';
import { FIXTURES, REPO, positions } from './fixtures.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const md = (front: string) => `---\n${front}\n---\n\n# Body\n`;

describe('frontmatter-line-too-long (a fixture git should not hold)', () => {
  it('reports the line that fills bufio.Scanner', async () => {
    base = tempBase();
    const dir = path.join(base, 'frontmatter-line-too-long');
    cpSync(path.join(FIXTURES, 'frontmatter-line-too-long'), dir, { recursive: true });
    const expect_ = JSON.parse(readFileSync(path.join(dir, 'expect.json'), 'utf8')).cases[0].diagnostics;
    mkdirSync(path.join(dir, 'bad'));
    writeFileSync(path.join(dir, 'bad/SKILL.md'), `---\nname: long_line\ndescription: d\n${'x'.repeat(MAX_LINE)}\n---\n`);
    const v = await collectValidation([dir], {}, { cwd: dir, env: {} });
    expect(positions(v.diagnostics)).toEqual(positions(expect_));
    expect(v.diagnostics[0].message).toContain('bufio.Scanner: token too long');
  });
});

describe('--format json on markdown', () => {
  it('has the skill.json contract: severities error/warning/info, 1-based positions in the .md file', () => {
    const r = runCli(['validate', 'fixtures/validate/native-tool-class', 'fixtures/validate/frontmatter-type', 'fixtures/validate/requires-bin-missing', '--format', 'json'], { cwd: REPO });
    expect(r.code).toBe(1);
    const doc = JSON.parse(r.stdout);
    const byRule = (rule: string) => doc.diagnostics.filter((d: { rule: string }) => d.rule === rule);
    expect(byRule('native-tool-class')[0]).toEqual({
      rule: 'native-tool-class',
      severity: 'warning',
      file: 'fixtures/validate/native-tool-class/bad/SKILL.md',
      line: 7,
      column: 12,
      pointer: '/tools/0/class',
      message: expect.stringContaining('class "dangerous" is not read, write or destructive'),
      args: { field: 'class', value: 'dangerous', tool: 'wipe', suggestion: 'destructive' },
    });
    expect(byRule('frontmatter-type').map((d: { severity: string }) => d.severity)).toEqual(['error', 'error', 'error', 'error']);
    expect(byRule('requires-bin-missing')[0]).toMatchObject({ severity: 'info', line: 6, column: 16 });
    expect(doc).toMatchObject({ errorCount: 4, warningCount: 2, infoCount: 1 });
  });

  it('counts what it checked in the summary', () => {
    const r = runCli(['validate', 'fixtures/validate/persona-required', 'fixtures/validate/native-required', 'fixtures/validate/pack-unsigned'], { cwd: REPO });
    expect(r.stdout.trimEnd().split('\n').pop()).toBe('4 problems (4 errors, 0 warnings) in 5 SKILL.md files, 3 personas and 2 packs');
  });
});

describe('what a named path is', () => {
  it('takes a named SKILL.md as a skill and any other named .md as a persona, wherever it is', async () => {
    base = tempBase();
    writeFileSync(`${base}/SKILL.md`, md('name: A-b\ndescription: d'));
    writeFileSync(`${base}/ops.md`, md('name: ops\ndescription: d'));
    const v = await collectValidation(['SKILL.md', 'ops.md'], {}, { cwd: base, env: {} });
    expect(positions(v.diagnostics)).toEqual(['SKILL.md:2:7 native-name-normalized', 'ops.md:2:1 persona-required']);
    expect(v.checked).toEqual({ manifests: 0, skills: 1, personas: 1, agents: 0, commands: 0, packs: 0, marketplaces: 0 });
    expect(v.lines).toEqual([]);
  });

  it("a persona name neither snake_case nor dashed: one persona-name-non-snake note at the name (the manager's name_non_snake)", async () => {
    base = tempBase();
    mkdirSync(`${base}/agents`);
    writeFileSync(`${base}/agents/lead.md`, md('name: Ops Lead\ndescription: d\nwhen_to_use: w'));
    writeFileSync(`${base}/agents/ops.md`, md('name: ops_lead\ndescription: d\nwhen_to_use: w'));
    const v = await collectValidation(['agents'], {}, { cwd: base, env: {} });
    const notes = v.diagnostics.filter((d) => d.rule === 'persona-name-non-snake');
    expect(notes.map((d) => [d.file, d.line, d.severity, d.args])).toEqual([['agents/lead.md', 2, 'info', { name: 'Ops Lead' }]]);
  });

  it('refuses other files with exit 2', () => {
    base = tempBase();
    writeFileSync(`${base}/notes.txt`, 'x');
    const r = runCli(['validate', 'notes.txt'], { cwd: base });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: notes.txt: not a folder, a skill.json or a .md file\n/);
  });

  it('checks persona tools against the skills loaded in the same run', async () => {
    base = tempBase();
    buildTree(base, { files: skill('skills/disk', { name: 'disk_cleaner', description: 'd', entry: 'run.sh', timeout_seconds: 5 }) });
    writeFileSync(`${base}/skills/SKILL.md`, md('name: native_one\ndescription: d\ntools:\n  - name: native_tool\n    impl: builtin:x.Y'));
    mkdirSync(`${base}/agents`);
    writeFileSync(`${base}/agents/ops.md`, md('name: ops\ndescription: d\nwhen_to_use: w\ntools: [disk_cleaner, native_tool, web_search, disk_cleanr]'));
    const alone = await collectValidation(['agents'], {}, { cwd: base, env: {} });
    expect(alone.diagnostics.filter((d) => d.rule === 'persona-tool-unknown').map((d) => d.args)).toEqual([
      { name: 'disk_cleaner', list: 'tools', loaded: 0, suggestion: undefined },
      { name: 'native_tool', list: 'tools', loaded: 0, suggestion: undefined },
      { name: 'disk_cleanr', list: 'tools', loaded: 0, suggestion: undefined },
    ]);
    const together = await collectValidation(['agents', 'skills'], {}, { cwd: base, env: {} });
    expect(together.diagnostics.filter((d) => d.rule === 'persona-tool-unknown').map((d) => d.args)).toEqual([
      { name: 'disk_cleanr', list: 'tools', loaded: 2, suggestion: 'disk_cleaner' },
    ]);
  });
});

describe('--profile', () => {
  it('checks against several ecosystems and explains where they disagree', async () => {
    base = tempBase();
    mkdirSync(`${base}/disk_report`);
    writeFileSync(`${base}/disk_report/SKILL.md`, md('name: disk_report\ndescription: Disk usage.\nwhen_to_use: When disks fill up.'));
    mkdirSync(`${base}/disk-report`);
    writeFileSync(`${base}/disk-report/SKILL.md`, md('name: disk-report\ndescription: Disk usage.'));
    const v = await collectValidation(['.'], { profile: ['ongrid', 'agentskills'] }, { cwd: base, env: {} });
    expect(positions(v.diagnostics)).toEqual([
      'disk-report/SKILL.md:2:7 native-name-normalized',
      'disk_report/SKILL.md:2:7 agentskills-name',
      'disk_report/SKILL.md:4:1 agentskills-key',
    ]);
    const of = (rule: string) => v.diagnostics.find((d) => d.rule === rule)!;
    const [normalized, name, key] = [of('native-name-normalized'), of('agentskills-name'), of('agentskills-key')];
    expect(normalized.message).toContain('the Agent Skills spec wants kebab-case, the manager snake_case: only a name of [a-z0-9] alone (e.g. "diskreport") satisfies both');
    expect(name.message).toContain('The manager wants this snake_case name');
    expect(key.message).toContain('while the manager reads it only here');

    const spec = await collectValidation(['.'], { profile: ['agentskills'] }, { cwd: base, env: {} });
    expect(positions(spec.diagnostics)).toEqual(['disk_report/SKILL.md:2:7 agentskills-name', 'disk_report/SKILL.md:4:1 agentskills-key']);
    expect(spec.diagnostics[0].message).not.toContain('The manager');
  });

  it('does not hold Claude Code skills to a frontmatter they need not have', async () => {
    base = tempBase();
    writeFileSync(`${base}/SKILL.md`, '# Just instructions\n');
    const claude = await collectValidation(['SKILL.md'], { profile: ['claude-code'] }, { cwd: base, env: {} });
    // Only the recommendation: without a description Claude Code reads the first paragraph.
    expect(claude.diagnostics.map((d) => [d.rule, d.args])).toEqual([['claude-code-field', { field: 'description', problem: 'missing' }]]);
    const ongrid = await collectValidation(['SKILL.md'], {}, { cwd: base, env: {} });
    expect(ongrid.diagnostics.map((d) => d.rule)).toEqual(['frontmatter-missing']);
  });

  it('parses comma lists, refuses unknown names with exit 2, and reads profiles from the config', () => {
    base = tempBase();
    writeFileSync(`${base}/SKILL.md`, md('name: disk_report\ndescription: d'));
    const both = runCli(['validate', 'SKILL.md', '--profile', 'ongrid,claude-code', '--format', 'json'], { cwd: base });
    expect(JSON.parse(both.stdout).diagnostics.map((d: { rule: string }) => d.rule)).toEqual(['claude-code-name']);
    const bad = runCli(['validate', 'SKILL.md', '--profile', 'ongrid,clawd'], { cwd: base });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('unknown profile "clawd" (choose from ongrid, agentskills, claude-code, openclaw, copilot)');
    writeFileSync(`${base}/.ongrid-skillsrc.json`, JSON.stringify({ profiles: ['agentskills'] }));
    const configured = runCli(['validate', 'SKILL.md', '--format', 'json'], { cwd: base });
    expect(JSON.parse(configured.stdout).diagnostics.map((d: { rule: string }) => d.rule)).toEqual(['agentskills-name']);
    writeFileSync(`${base}/.ongrid-skillsrc.json`, JSON.stringify({ profiles: ['nope'] }));
    const wrong = runCli(['validate', 'SKILL.md'], { cwd: base });
    expect(wrong.code).toBe(2);
    expect(wrong.stderr).toContain('key "profiles" must be a non-empty array of "ongrid", "agentskills", "claude-code", "openclaw", "copilot"');
  });

  it('lets --rule turn a profile rule on without the profile', async () => {
    base = tempBase();
    writeFileSync(`${base}/SKILL.md`, md('name: disk_report\ndescription: d'));
    const v = await collectValidation(['SKILL.md'], { rule: ['claude-code-name=warn'] }, { cwd: base, env: {} });
    expect(v.diagnostics.map((d) => `${d.rule} ${d.severity}`)).toEqual(['claude-code-name warning']);
  });
});

describe('precision on real repositories, each a class of files', () => {
  const rulesOf = async (dir: string) => (await collectValidation([dir], {}, { cwd: dir, env: {} })).diagnostics.map((d) => `${d.rule}:${d.severity}:${d.file.split("/").slice(-2).join("/")}`);

  it('min_ongrid_version takes the constraint form types.go documents', async () => {
    base = tempBase();
    const put = (name: string, v: string) => writeFileSync(path.join(base, `${name}/SKILL.md`), md(`name: ${name}\ndescription: d\nmetadata:\n  ongrid:\n    min_ongrid_version: "${v}"`));
    for (const [name, v] of [['ge', '>=0.7.30'], ['plain', 'v0.13.4'], ['caret', '^1.2.3'], ['word', 'latest']]) {
      mkdirSync(path.join(base, name));
      put(name, v);
    }
    expect(await rulesOf(base)).toEqual(['min-version-syntax:warning:word/SKILL.md']);
  });

  it('a persona for Claude Code lists its own tools: not reported; a block list entry matching nothing is reported only as a near miss', async () => {
    base = tempBase();
    mkdirSync(path.join(base, 'agents'));
    writeFileSync(
      path.join(base, 'agents/reviewer.md'),
      md('name: reviewer\ndescription: d\nwhen_to_use: w\ntools: [Read, Grep, "Bash(git:*)", mcp__github__get_pr, query_knowledge, get_host_lod]\ndisallowed_tools: [run_shell, kill_process, host_bsh]'),
    );
    const v = await collectValidation([base], {}, { cwd: base, env: {} });
    expect(v.diagnostics.filter((d) => d.rule === 'persona-tool-unknown').map((d) => (d.args as { name: string }).name)).toEqual(['get_host_lod', 'host_bsh']);
  });

  it('dashed persona and skill names, Claude plugin.json without id, unsigned, hooks and MCP: not reported by default', async () => {
    base = tempBase();
    buildTree(base, {
      files: [
        { path: 'plug/.claude-plugin/plugin.json', text: '{"name":"plug"}' },
        { path: 'plug/hooks/hooks.json', text: '{}' },
        { path: 'plug/.mcp.json', text: '{}' },
        { path: 'plug/agents/code-reviewer.md', text: md('name: code-reviewer\ndescription: d\nwhen_to_use: w') },
        { path: 'plug/skills/pdf-tools/SKILL.md', text: md('name: pdf-tools\ndescription: d') },
      ],
    });
    const found = await rulesOf(base);
    expect(found).toEqual([]);
    const vetted = await collectValidation([base], { rule: ['pack-hooks-ignored=warn', 'pack-mcp-ignored=warn'] }, { cwd: base, env: {} });
    expect(vetted.diagnostics.map((d) => d.rule).sort()).toEqual(['pack-hooks-ignored', 'pack-mcp-ignored']);
    // Asked for, an opt-in rule reports at the level asked.
    const signed = await collectValidation([base], { rule: ['pack-unsigned=warn'] }, { cwd: base, env: {} });
    expect(signed.diagnostics.filter((d) => d.rule === 'pack-unsigned').map((d) => d.severity)).toEqual(['warning']);
  });
});
