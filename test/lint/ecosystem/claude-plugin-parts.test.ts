// A Claude Code plugin's command files and the agents its plugin.json
// lists (docs/ecosystems-profiles.md, "Claude Code plugins"): found and
// checked as Claude Code's, each once; the manager's walk never reads them,
// so `--profile ongrid` judges none of them and the default run's note does
// not count them; and a file's findings are the same whether it or its
// plugin folder is named.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { collectValidation } from '../../../src/commands/validate/index.js';
import { runCli } from '../../helpers/cli.js';
import { useFixtureRepo } from '../../helpers/fixture-repo.js';

const FIXTURE = path.resolve(__dirname, '../../../fixtures/claude-plugin');
const repo = useFixtureRepo(FIXTURE);

type Validation = Awaited<ReturnType<typeof collectValidation>>;
const rows = (v: Validation) => v.diagnostics.map((d) => [d.rule, d.severity, d.file, d.line, d.column]);

describe('a Claude Code plugin in the default run', () => {
  it('finds its commands and every listed agent once, all judged as Claude Code', async () => {
    const root = repo();
    const v = await collectValidation([root], {}, { cwd: root, env: {} });
    expect(v.documents.map((d) => [d.kind, d.file, d.pick.ecosystem])).toEqual([
      ['persona', 'agents/linter.md', 'claude-code'],
      ['persona', 'reviewer.md', 'claude-code'],
      ['persona', 'roles/triager.md', 'claude-code'],
      ['command', 'commands/deploy.md', 'claude-code'],
      ['command', 'commands/review.md', 'claude-code'],
      ['command', 'commands/triage.md', 'claude-code'],
      ['command', 'extra/ship.md', 'claude-code'],
    ]);
    // Claude Code's agents are counted as agents, not as the manager's personas (the summary line says so).
    expect(v.checked).toMatchObject({ personas: 0, agents: 3, commands: 4, packs: 1 });
  });

  it('says "agents" for them in the summary, not the manager\'s "personas"', () => {
    const root = repo();
    const r = runCli(['validate', root], { cwd: root });
    expect(r.stdout.trimEnd().split('\n').pop()).toMatch(/ in 3 agents, 4 command files and 1 pack/);
  });

  it('reports what its expect.json plants, and counts only the walked agent in the note', async () => {
    const root = repo();
    const v = await collectValidation([root], {}, { cwd: root, env: {} });
    const planted = JSON.parse(readFileSync(path.join(FIXTURE, 'expect.json'), 'utf8')) as { diagnostics: Array<{ rule: string; file: string; line: number; column: number }> };
    expect(v.diagnostics.map((d) => [d.rule, d.file, d.line, d.column]).sort()).toEqual(planted.diagnostics.map((d) => [d.rule, d.file, d.line, d.column]).sort());
    const note = v.diagnostics.find((d) => d.rule === 'ongrid-would-refuse');
    expect(note?.args).toMatchObject({ refused: 1, total: 1 });
    // A command with no frontmatter is valid: its description is its first line.
    expect(v.diagnostics.some((d) => d.file === 'commands/deploy.md')).toBe(false);
  });
});

describe('--profile ongrid', () => {
  it('judges only what the manager walks: agents/linter.md in full, no command or listed agent', async () => {
    const root = repo();
    const v = await collectValidation([root], { profile: ['ongrid'] }, { cwd: root, env: {} });
    expect(v.documents.map((d) => d.file)).toEqual(['agents/linter.md']);
    expect([...new Set(v.diagnostics.map((d) => d.file))]).toEqual(['agents/linter.md']);
    expect(rows(v)).toEqual(expect.arrayContaining([['persona-required', 'error', 'agents/linter.md', 2, 1]]));
    expect(v.checked).toMatchObject({ personas: 1, agents: 0, commands: 0 });
  });

  it('gives a listed agent named on its own no verdict either', async () => {
    const root = repo();
    const v = await collectValidation([path.join(root, 'reviewer.md')], { profile: ['ongrid'] }, { cwd: root, env: {} });
    expect(v.diagnostics).toEqual([]);
  });
});

describe('a file named on its own', () => {
  it.each(['reviewer.md', 'roles/triager.md', 'commands/triage.md', 'commands/review.md', 'extra/ship.md'])('%s: the same findings as when its plugin is named', async (rel) => {
    const root = repo();
    const whole = await collectValidation([root], {}, { cwd: root, env: {} });
    const alone = await collectValidation([path.join(root, rel)], {}, { cwd: root, env: {} });
    expect(rows(alone)).toEqual(rows(whole).filter((r) => r[2] === rel));
    expect(alone.documents.map((d) => [d.kind, d.file])).toEqual(whole.documents.filter((d) => d.file === rel).map((d) => [d.kind, d.file]));
  });

  it('a folder below the plugin finds what plugin.json lists there', async () => {
    const root = repo();
    const v = await collectValidation([path.join(root, 'roles')], {}, { cwd: root, env: {} });
    expect(v.documents.map((d) => [d.kind, d.file])).toEqual([['persona', 'roles/triager.md']]);
  });

  it('every folder of the plugin gives each of its documents the findings the whole run gives', async () => {
    const root = repo();
    const whole = await collectValidation([root], {}, { cwd: root, env: {} });
    const folders = ['agents', 'commands', 'extra', 'roles'];
    for (const folder of folders) {
      const v = await collectValidation([path.join(root, folder)], { allowEmpty: true }, { cwd: root, env: {} });
      const inside = (file: string): boolean => file.startsWith(folder + '/');
      expect([folder, v.documents.map((d) => [d.kind, d.file])]).toEqual([folder, whole.documents.filter((d) => inside(d.file)).map((d) => [d.kind, d.file])]);
      const own = rows(v).filter((r) => r[0] !== 'ongrid-would-refuse');
      expect([folder, own]).toEqual([folder, rows(whole).filter((r) => inside(String(r[2])))]);
    }
  });
});
