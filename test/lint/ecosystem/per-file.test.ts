// Each document is checked under the ecosystem it is written for
// (docs/ecosystems-profiles.md): the new content rules on their fixtures,
// the manager's verdict on a foreign agent as one note by default and in
// full under --profile ongrid, and a file's findings independent of which
// of its folders was named.
import { cpSync, mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../../src/commands/validate/index.js';
import { removeBase, tempBase } from '../../helpers/tree.js';

const FIXTURE = path.resolve(__dirname, '../../../fixtures/ecosystem-picked');
let base = '';
afterEach(() => base && removeBase(base));

/** The fixture in a fresh repository (a `.git` folder marks its root). */
function repo(): string {
  base = tempBase();
  const root = path.join(base, 'repo');
  cpSync(FIXTURE, root, { recursive: true });
  mkdirSync(path.join(root, '.git'));
  return root;
}

const rows = (v: Awaited<ReturnType<typeof collectValidation>>) => v.diagnostics.map((d) => [d.rule, d.severity, d.file, d.line, d.column]);

describe('the default run', () => {
  it('picks an ecosystem per document and says why', async () => {
    const root = repo();
    const v = await collectValidation([root], {}, { cwd: root, env: {} });
    expect(v.documents.map((d) => [d.file, d.pick.ecosystem, d.pick.by])).toEqual([
      ['collection/bidi/SKILL.md', 'ongrid', 'default'],
      ['collection/linked/SKILL.md', 'agentskills', 'keys'],
      ['collection/plain/SKILL.md', 'ongrid', 'default'],
      ['plugin/agents/reviewer.md', 'claude-code', 'container'],
    ]);
  });

  it('reports the content rules, and the foreign agent as one note', async () => {
    const root = repo();
    const v = await collectValidation([root], {}, { cwd: root, env: {} });
    expect(rows(v)).toEqual([
      ['body-bidi-control', 'error', 'collection/bidi/SKILL.md', 3, 19],
      ['body-link-missing', 'warning', 'collection/linked/SKILL.md', 6, 5],
      ['body-invisible-char', 'warning', 'collection/plain/SKILL.md', 5, 13],
      ['ongrid-would-refuse', 'info', 'plugin', 1, 1],
    ]);
  });

  it('gives the manager\'s full verdict under --profile ongrid', async () => {
    const root = repo();
    const v = await collectValidation([root], { profile: ['ongrid'] }, { cwd: root, env: {} });
    const agent = v.diagnostics.filter((d) => d.file === 'plugin/agents/reviewer.md').map((d) => [d.rule, d.severity]);
    expect(agent).toEqual(expect.arrayContaining([['frontmatter-type', 'error'], ['persona-required', 'error']]));
    expect(v.diagnostics.some((d) => d.rule === 'ongrid-would-refuse')).toBe(false);
  });

  it('takes a config override over the container', async () => {
    const root = repo();
    writeFileSync(path.join(root, '.ongrid-skillsrc.json'), JSON.stringify({ profiles: [{ files: ['plugin/**'], profile: 'ongrid' }] }));
    const v = await collectValidation([root], {}, { cwd: root, env: {} });
    expect(v.documents.find((d) => d.file.endsWith('reviewer.md'))?.pick).toMatchObject({ ecosystem: 'ongrid', by: 'config' });
    expect(v.diagnostics.some((d) => d.file === 'plugin/agents/reviewer.md' && d.rule === 'persona-required' && d.severity === 'error')).toBe(true);
  });
});

/** Every folder of the tree, the root included. */
function walk(dir: string, folders: string[] = []): string[] {
  folders.push(dir);
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (name !== '.git' && statSync(full).isDirectory()) walk(full, folders);
  }
  return folders;
}

describe('one-skill folders', () => {
  it('a folder whose SKILL.md is a FIFO is a skill folder to the manager (no pack-layout-unknown), and counts as no pack', async () => {
    base = tempBase();
    const dir = path.join(base, 'piped');
    mkdirSync(dir);
    execFileSync('mkfifo', [path.join(dir, 'SKILL.md')]);
    const v = await collectValidation([dir], { profile: ['ongrid'] }, { cwd: base, env: {} });
    expect(v.diagnostics.map((d) => d.rule)).not.toContain('pack-layout-unknown');
    expect(v.checked.packs).toBe(0);
  });
});

describe('a file\'s findings do not depend on the folder named', () => {
  it('agree between the file and each ancestor folder up to the repository root', async () => {
    const root = repo();
    const folders = walk(root);
    // The documents the walk of the whole repository finds (a named .md is read as an agent, another question).
    const files = (await collectValidation([root], {}, { cwd: root, env: {} })).documents.map((d) => path.join(root, d.file));
    const byFolder = new Map<string, Array<Array<string | number>>>();
    for (const f of folders) {
      const v = await collectValidation([f], { allowEmpty: true }, { cwd: root, env: {} });
      byFolder.set(f, rows(v).filter((r) => r[0] !== 'ongrid-would-refuse'));
      // Nothing outside the named folder gets a finding.
      for (const d of v.diagnostics) expect(path.resolve(root, d.file).startsWith(f)).toBe(true);
    }
    for (const file of files) {
      const own = rows(await collectValidation([file], {}, { cwd: root, env: {} })).filter((r) => r[0] !== 'ongrid-would-refuse');
      const rel = path.relative(root, file);
      for (const f of folders.filter((d) => file.startsWith(d + '/'))) {
        expect([rel, f, byFolder.get(f)!.filter((r) => r[2] === rel)]).toEqual([rel, f, own]);
      }
    }
  });
});
