// scan and list show native skills (SKILL.md in packs) in a section of
// their own, after the skill.json table, and in a `native` array; the
// manager's loader lines on stderr and the REST items stay skill.json only.
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

const md = (front: string) => `---\n${front}\n---\n# Body\n`;

function tree(): void {
  base = tempBase();
  buildTree(base, {
    files: [
      ...skill('r/plain', { name: 'plain_skill', description: 'A skill.json skill.', entry: 'run.sh', category: 'ops' })!,
      { path: 'r/oc-pack/openclaw.plugin.json', text: '{"name": "oc-pack", "skills": ["skills/query"]}' },
      { path: 'r/oc-pack/skills/query/SKILL.md', text: md('name: query_promql_plus\ndescription: Run PromQL.\nmetadata:\n  ongrid:\n    scope: edge\ntools:\n  - name: q\n    impl: builtin:prom.QueryPromQL') },
      { path: 'r/My Tools/skills/du/SKILL.md', text: md('name: Disk-Usage\ndescription: Disk usage.\nactivation:\n  mode: keyword') },
      { path: 'r/loose/SKILL.md', text: md('name: broken') },
    ],
  });
}

describe('native skills in scan', () => {
  it('lists them after the skill.json table, grouped by pack, with what the manager would say', () => {
    tree();
    const r = runCli(['scan', `${base}/r`]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`skill loader: registered subprocess skill "plain_skill" from ${base}/r/plain/skill.json\n`);
    const [skillJson, native] = r.stdout.split('\nnative skills (SKILL.md, in packs;');
    expect(skillJson).toMatch(/^NAME +CLASS/);
    expect(skillJson).not.toContain('query_promql_plus');
    const lines = native.split('\n');
    expect(lines[1]).toMatch(/^NAME +PACK +SCOPE +ACTIVATION +TOOLS +FILE$/);
    expect(lines[2]).toMatch(/^disk_usage +my-tools +manager +never +0 +\S+\/r\/My Tools\/skills\/du\/SKILL\.md$/);
    expect(lines[3]).toMatch(/^query_promql_plus +oc-pack +edge +always +1 +/);
    expect(native).toContain(`refused: chatruntime: ${base}/r/loose/SKILL.md: frontmatter missing required field 'description'`);
    expect(native).toMatch(/\ninfo: .+\/du\/SKILL\.md: name "Disk-Usage" is not snake_case; normalized to "disk_usage" \(the manager's name_normalized warning.* \[native-name-normalized\]\n/);
    expect(native.trimEnd().split('\n').pop()).toBe('3 SKILL.md files in 3 packs: 2 would load, 1 refused');
  });

  it('adds a native array to --json', () => {
    tree();
    const doc = JSON.parse(runCli(['scan', `${base}/r`, '--json']).stdout);
    expect(doc.skills.map((s: { name: string }) => s.name)).toEqual(['plain_skill']);
    expect(doc.native.map((n: { name: string | null; pack: string; layout: string }) => [n.name, n.pack, n.layout])).toEqual([
      [null, 'loose', 'bare'],
      ['disk_usage', 'my-tools', 'bare'],
      ['query_promql_plus', 'oc-pack', 'openclaw'],
    ]);
    expect(doc.native[2]).toMatchObject({ scope: 'edge', activation: 'always', tools: ['q'], error: null, findings: [] });
  });

  it('prints nothing extra, and an empty native array, for a tree without SKILL.md', () => {
    base = tempBase();
    buildTree(base, { files: skill('r/a', { name: 'alpha', description: 'd', entry: 'run.sh' }) });
    const r = runCli(['scan', `${base}/r`]);
    expect(r.stdout).not.toContain('native skills');
    expect(JSON.parse(runCli(['scan', `${base}/r`, '--json']).stdout).native).toEqual([]);
  });
});

describe('native skills in list', () => {
  it('shows a second table with descriptions', () => {
    tree();
    const r = runCli(['list', '--dir', `${base}/r`]);
    expect(r.stdout).toMatch(/^plain_skill +safe +ops/m);
    expect(r.stdout).toMatch(/^NAME +PACK +SCOPE +ACTIVATION +TOOLS +DESCRIPTION$/m);
    expect(r.stdout).toMatch(/^query_promql_plus +oc-pack +edge +always +1 +Run PromQL\.$/m);
  });

  it('keeps the REST items skill.json only and appends native after them; nothing when there are none', () => {
    tree();
    const out = runCli(['list', '--dir', `${base}/r`, '--json']).stdout;
    expect(out.startsWith('{"items":[{"key":"plain_skill",')).toBe(true);
    const doc = JSON.parse(out);
    expect(doc.total).toBe(1);
    expect(doc.native).toHaveLength(3);
    expect(JSON.parse(runCli(['list', '--dir', `${base}/r`, '--json', '--category', 'ops']).stdout).native).toBeUndefined();
    if (base) removeBase(base);
    base = tempBase();
    buildTree(base, { files: skill('r/a', { name: 'alpha', description: 'd', entry: 'run.sh' }) });
    expect(runCli(['list', '--dir', `${base}/r`, '--json']).stdout).toBe(
      '{"items":[{"key":"alpha","name":"alpha","description":"d","class":"safe","scope":"manager","category":"external","params":[],"result_preview":"{...} (subprocess skill output)"}],"total":1}\n',
    );
  });
});
