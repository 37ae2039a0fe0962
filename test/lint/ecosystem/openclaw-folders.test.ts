// Files written for OpenClaw and ClawHub are judged as OpenClaw's by
// default (docs/ecosystems-profiles.md): a skill folder with ClawHub's
// `_meta.json` or `.clawhub/origin.json` is an OpenClaw container, a
// skill.json of another format is not linted as the manager's even with an
// `entry`, and the frontmatter rules say who rejects the file in the file's
// own ecosystem. `--profile ongrid` keeps the manager's full verdict.
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../../src/commands/validate/index.js';
import { buildTree, removeBase, tempBase } from '../../helpers/tree.js';
import type { Profile } from '../../../src/ecosystems/profiles.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

type File = { path: string; text: string };

/** A repository (a `.git` folder marks its root) holding these files. */
function repo(files: File[]): string {
  base = tempBase();
  const root = path.join(base, 'repo');
  buildTree(root, { files });
  mkdirSync(path.join(root, '.git'));
  return root;
}

const run = (root: string, profile?: Profile[]) => collectValidation([root], { profile }, { cwd: root, env: {} });
const rules = (v: Awaited<ReturnType<typeof run>>) => v.diagnostics.map((d) => d.rule);
const meta = (dir: string): File => ({ path: `${dir}/_meta.json`, text: JSON.stringify({ owner: 'someone', slug: 'notebook', latest: { version: '1.0.0' } }) });
const clawdSkillJson = (dir: string): File => ({
  path: `${dir}/skill.json`,
  text: JSON.stringify({ name: 'lead-inbox', version: '1.0.0', runtime: 'node18', entry: 'src/api.ts', description: 'd', config: {}, capabilities: ['mail'], hooks: {} }),
});

describe('a skill.json of another format with an entry', () => {
  it('gets one manifest-foreign note by default, and the manager verdict under --profile ongrid', async () => {
    const root = repo([clawdSkillJson('skills/lead')]);
    const v = await run(root);
    const own = v.diagnostics.filter((d) => d.file === 'skills/lead/skill.json');
    expect(own.map((d) => [d.rule, d.severity])).toEqual([['manifest-foreign', 'info']]);
    expect(own[0].message).toContain('`version`, `runtime`, `config`, `capabilities`, `hooks` are another format\'s keys; where its folder');
    const ongrid = await run(root, ['ongrid']);
    expect(rules(ongrid)).toEqual(expect.arrayContaining(['unknown-key', 'name-format']));
  });

  it('is an ongrid manifest when the manager keys are as many as the other format\'s', async () => {
    const manifest = { name: 'disk', description: 'Disk use', entry: './run.sh', version: '1', author: 'me', timeout: 60 };
    const root = repo([{ path: 'disk/skill.json', text: JSON.stringify(manifest) }, { path: 'disk/run.sh', text: '#!/bin/sh\n' }]);
    const v = await run(root);
    expect(rules(v)).not.toContain('manifest-foreign');
    expect(v.diagnostics.filter((d) => d.rule === 'unknown-key').map((d) => (d.args as { key: string }).key)).toEqual(['version', 'author', 'timeout']);
  });
});

describe('a ClawHub skill folder', () => {
  const notebook: File[] = [
    { path: 'skills/notebook/SKILL.md', text: '---\nname: Notebook\ndescription: Keeps notes in the workspace.\n---\n# Notebook\n' },
    clawdSkillJson('skills/notebook'),
  ];

  for (const marker of [meta('skills/notebook'), { path: 'skills/notebook/.clawhub/origin.json', text: '{}' }]) {
    it(`is OpenClaw's by its ${path.basename(path.dirname(marker.path)) === 'notebook' ? '_meta.json' : '.clawhub/origin.json'}: no ongrid-only finding by default`, async () => {
      const root = repo([...notebook, marker]);
      const v = await run(root);
      expect(v.documents.map((d) => [d.file, d.pick.ecosystem, d.pick.by])).toEqual([['skills/notebook/SKILL.md', 'openclaw', 'container']]);
      expect(rules(v)).toEqual([]);
      const ongrid = await run(root, ['ongrid']);
      expect(rules(ongrid)).toEqual(expect.arrayContaining(['native-name-normalized', 'unknown-key', 'name-format']));
    });
  }

  it('counts the manager refusals of many such folders in one note for the folder named', async () => {
    const bad = (n: string): File[] => [{ path: `skills/${n}/SKILL.md`, text: '---\nname: x\ndescription: d\nmetadata: [1]\n---\n' }, meta(`skills/${n}`)];
    const root = repo([...bad('a'), ...bad('b')]);
    const v = await run(root);
    expect(v.diagnostics.map((d) => [d.rule, d.file])).toEqual([['ongrid-would-refuse', '.']]);
    expect(v.diagnostics[0].message).toContain('ongrid would refuse 2 of these 2 SKILL.md files written for OpenClaw');
  });
});

describe('the frontmatter rules say who rejects the file', () => {
  it('blames a byte order mark only when a --- line follows it', async () => {
    const root = repo([
      { path: 'hidden/SKILL.md', text: '\uFEFF---\nname: hidden\ndescription: d\n---\n' },
      { path: 'none/SKILL.md', text: '\uFEFF# Skill router\n\nRoutes things.\n' },
    ]);
    const v = await run(root);
    const missing = Object.fromEntries(v.diagnostics.filter((d) => d.rule === 'frontmatter-missing').map((d) => [d.file, d.message]));
    expect(missing['hidden/SKILL.md']).toContain('save it as UTF-8 without BOM');
    expect(missing['none/SKILL.md']).not.toContain('BOM');
    expect(missing['none/SKILL.md']).toContain('start the file with a line of exactly ---');
  });

  it('frontmatter-yaml: a warning in OpenClaw, which reads it line by line; the manager\'s refusal elsewhere', async () => {
    const broken = '---\nname: talk\ndescription: Talks. Examples: hello\n---\n';
    const root = repo([
      { path: 'skills/talk/SKILL.md', text: broken },
      meta('skills/talk'),
      { path: 'mine/SKILL.md', text: broken.replace('talk', 'mine') },
    ]);
    const v = await run(root);
    const yaml = Object.fromEntries(v.diagnostics.filter((d) => d.rule === 'frontmatter-yaml').map((d) => [d.file, [d.severity, d.message]]));
    expect(yaml['skills/talk/SKILL.md'][0]).toBe('warning');
    expect(yaml['skills/talk/SKILL.md'][1]).toContain('OpenClaw falls back to reading it line by line, but spec validators and other clients refuse it (yaml: ');
    expect(yaml['mine/SKILL.md']).toEqual(['error', expect.stringContaining('the manager refuses the file (chatruntime: parse ')]);
  });

  it('frontmatter-unclosed names OpenClaw\'s reading, not the manager, on an OpenClaw skill', async () => {
    const root = repo([{ path: 'skills/open/SKILL.md', text: '---\nname: open\ndescription: d\n' }, meta('skills/open')]);
    const v = await run(root);
    const [d] = v.diagnostics.filter((x) => x.rule === 'frontmatter-unclosed');
    expect(d.message).toContain('OpenClaw reads no frontmatter from it');
    expect(d.message).not.toContain('manager');
    expect(d.message).not.toContain('does not close it'); // no line looks meant to close it: nothing to name
  });

  it('frontmatter-unclosed names the indented --- that was meant to close the block', async () => {
    const root = repo([{ path: 'skills/open/SKILL.md', text: '---\nname: open\ndescription: d\n      ---\nbody\n' }, meta('skills/open')]);
    const [d] = (await run(root)).diagnostics.filter((x) => x.rule === 'frontmatter-unclosed');
    expect(d.message).toContain('(line 4, "      ---", does not close it: only a line of exactly --- does)');
  });

  it('OpenClaw requires a description only: a missing name is its folder name', async () => {
    const root = repo([
      { path: 'skills/noname/SKILL.md', text: '---\ndescription: d\n---\n' },
      meta('skills/noname'),
      { path: 'skills/nodesc/SKILL.md', text: '---\nname: nodesc\n---\n' },
      meta('skills/nodesc'),
    ]);
    const v = await run(root);
    const required = v.diagnostics.filter((d) => d.rule === 'native-required');
    expect(required.map((d) => [d.file, d.message])).toEqual([['skills/nodesc/SKILL.md', 'no `description`: OpenClaw requires it; say what the skill does and when to use it']]);
  });
});

describe('skill-body-long', () => {
  const body = (lines: number, width: number) => Array.from({ length: lines }, (_, i) => `${i} ${'x'.repeat(width)}`).join('\n');

  it('leaves a body over 500 lines but under about 5,000 tokens alone', async () => {
    const root = repo([{ path: 'short/SKILL.md', text: `---\nname: short\ndescription: d\n---\n${body(520, 25)}\n` }]);
    expect(rules(await run(root))).not.toContain('skill-body-long');
  });

  it('reports a body over both the line and the token guidance', async () => {
    const root = repo([{ path: 'long/SKILL.md', text: `---\nname: long\ndescription: d\n---\n${body(520, 60)}\n` }]);
    const [d] = (await run(root)).diagnostics.filter((x) => x.rule === 'skill-body-long');
    expect(d.message).toMatch(/^the body is 520 lines and about \d+ tokens, over the 500 lines and 5000 tokens the Agent Skills spec recommends/);
  });
});

describe('a SKILL.md listing its own MCP server\'s tools', () => {
  // Tool definitions with an inputSchema are MCP's, not the manager's `tools` (name, impl).
  const mcpSkill = (dir: string): File => ({
    path: `${dir}/SKILL.md`,
    text: [
      '---',
      'name: gold-price',
      'description: Current gold prices from a public API.',
      'metadata: {"clawdbot":{"requires":{"bins":["python3"]}}}',
      'tools:',
      '  - name: get_gold_price',
      '    description: Latest gold prices.',
      '    inputSchema:',
      '      type: object',
      '      properties: {}',
      '---',
      'Call get_gold_price.',
      '',
    ].join('\n'),
  });

  it('is not judged as written for the manager, in a ClawHub folder or outside one', async () => {
    for (const files of [[mcpSkill('skills/gold'), meta('skills/gold')], [mcpSkill('skills/gold')]]) {
      const root = repo(files);
      const v = await run(root);
      expect(rules(v)).not.toContain('native-tool-impl');
      expect(v.documents.find((d) => d.file === 'skills/gold/SKILL.md')?.pick.ongridToo).toBeUndefined();
      removeBase(base);
    }
  });

  it('still gets the manager\'s verdict under --profile ongrid', async () => {
    const root = repo([mcpSkill('skills/gold')]);
    expect(rules(await run(root, ['ongrid']))).toContain('native-tool-impl');
  });
});
