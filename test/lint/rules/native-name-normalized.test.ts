// native-name-normalized reports a name the manager rewrites only where
// someone can act on it: a case and space rewrite
// in a SKILL.md written for Claude Code, Agent Skills or OpenClaw is left to
// those profiles; a rewrite that loses characters is reported wherever it is.
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../../src/commands/validate/index.js';
import type { Profile } from '../../../src/ecosystems/profiles.js';
import { lostCharacters } from '../../../src/lint/rules/native/native-name-normalized.js';
import { buildTree, removeBase, tempBase } from '../../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const md = (front: string) => `---\n${front}\n---\n\n# Body\n`;
const plugin = (dir: string) => ({ path: `${dir}/.claude-plugin/plugin.json`, text: JSON.stringify({ id: 'p', name: 'p', description: 'd' }) });

async function normalized(profile?: Profile[]): Promise<Array<{ file: string; args: unknown }>> {
  const v = await collectValidation(['.'], profile ? { profile } : {}, { cwd: base, env: {} });
  return v.diagnostics.filter((d) => d.rule === 'native-name-normalized').map((d) => ({ file: d.file, args: d.args })).sort((a, b) => a.file.localeCompare(b.file));
}

describe('lostCharacters', () => {
  it('lists what the rewrite drops besides case, white space, - and _', () => {
    expect(lostCharacters('Plugin Settings')).toEqual([]);
    expect(lostCharacters(' Disk-Report_2 ')).toEqual([]);
    expect(lostCharacters('C++ Tools')).toEqual(['+']);
    expect(lostCharacters('Über v1.2')).toEqual(['Ü', '.']);
    expect(lostCharacters('日志')).toEqual(['日', '志']);
  });
});

describe('native-name-normalized by default (ongrid profile alone)', () => {
  it("leaves a Claude Code plugin's title-case name to the claude-code profile", async () => {
    base = tempBase();
    buildTree(base, { files: [plugin('tools'), { path: 'tools/skills/settings/SKILL.md', text: md('name: Plugin Settings\ndescription: d\nversion: 0.1.0') }] });
    expect(await normalized()).toEqual([]);
    expect(await normalized(['ongrid', 'claude-code'])).toEqual([
      { file: 'tools/skills/settings/SKILL.md', args: { name: 'Plugin Settings', normalized: 'plugin_settings', kebab: ['claude-code'] } },
    ]);
  });

  it('leaves one under a Claude Code marketplace, or with a key only another ecosystem reads', async () => {
    base = tempBase();
    const market = { name: 'm', owner: { name: 'o' }, plugins: [{ name: 'notes', source: './plugins/notes' }] };
    buildTree(base, {
      files: [
        { path: 'market/.claude-plugin/marketplace.json', text: JSON.stringify(market) },
        { path: 'market/plugins/notes/skills/notes/SKILL.md', text: md('name: Note Taking\ndescription: d') },
        { path: 'loose/search/SKILL.md', text: md('name: Log Search\ndescription: d\nlicense: MIT') },
      ],
    });
    expect(await normalized()).toEqual([]);
  });

  it('reports a rewrite that drops characters, in a plugin too, naming them', async () => {
    base = tempBase();
    buildTree(base, {
      files: [
        plugin('tools'),
        { path: 'tools/skills/cpp/SKILL.md', text: md('name: C++ Tools\ndescription: d') },
        { path: 'tools/skills/logs/SKILL.md', text: md('name: 日志\ndescription: d') },
      ],
    });
    // By default these are Claude Code files (claude-code-name speaks for them); the manager's view names what is lost.
    expect(await normalized()).toEqual([]);
    expect(await normalized(['ongrid'])).toEqual([
      { file: 'tools/skills/cpp/SKILL.md', args: { name: 'C++ Tools', normalized: 'c_tools', kebab: [], lost: ['+'] } },
      { file: 'tools/skills/logs/SKILL.md', args: { name: '日志', normalized: 'unnamed', kebab: [], lost: ['日', '志'] } },
    ]);
  });

  it('reports a title-case name in a plain SKILL.md, or one written for the manager too', async () => {
    base = tempBase();
    buildTree(base, {
      files: [
        plugin('tools'),
        { path: 'tools/skills/disk/SKILL.md', text: md('name: Disk Usage\ndescription: d\nallowed-tools: Read\nmetadata:\n  ongrid:\n    scope: manager') },
        { path: 'plain/SKILL.md', text: md('name: Disk Report\ndescription: d') },
      ],
    });
    const found = await normalized();
    expect(found.map((f) => f.file)).toEqual(['plain/SKILL.md', 'tools/skills/disk/SKILL.md']);
    const v = await collectValidation(['plain'], {}, { cwd: base, env: {} });
    expect(v.diagnostics.find((d) => d.rule === 'native-name-normalized')?.message).toMatch(/registers as "disk_report"\); write the name in lower_snake case$/);
  });
});
