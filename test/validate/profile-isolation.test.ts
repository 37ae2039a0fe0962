// A profile applies its own rules:
// what follows from the manager's decoder, personas and packs is
// at its level only when the ongrid profile is asked for, else an info;
// the other profiles' rules read the YAML whatever the manager's struct
// makes of it.
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

// Spec-valid for Agent Skills (metadata is a string map), but `metadata.os`
// is a list in the manager's struct and `tools` a list of objects.
const SPEC_SKILL = '---\nname: disk-report\ndescription: Reports disk use.\nmetadata:\n  os: linux\n  author: ops\n---\n\n# Body\n';
const CLAUDE_AGENT = '---\nname: code-helper\ndescription: Helps with code.\ntools: Read, Grep\n---\n\nYou help.\n';

const levels = (ds: Array<{ rule: string; severity: string }>) => ds.map((d) => `${d.rule} ${d.severity}`).sort();

describe('profile isolation', () => {
  it('the manager struct types are errors under ongrid, infos under agentskills alone', async () => {
    base = tempBase();
    buildTree(base, { files: [{ path: 'disk-report/SKILL.md', text: SPEC_SKILL }] });
    const spec = await collectValidation(['disk-report'], { profile: ['agentskills'] }, { cwd: base, env: {} });
    expect(levels(spec.diagnostics).filter((l) => !l.startsWith('pack-'))).toEqual(['frontmatter-type info']);
    const both = await collectValidation(['disk-report'], { profile: ['ongrid', 'agentskills'] }, { cwd: base, env: {} });
    expect(levels(both.diagnostics)).toContain('frontmatter-type error');
    // kebab-case is what the spec wants: no name_normalized note without ongrid.
    expect(levels(spec.diagnostics).some((l) => l.startsWith('native-name-normalized'))).toBe(false);
  });

  it('agentskills rules still run when the manager could not decode the file', async () => {
    base = tempBase();
    buildTree(base, { files: [{ path: 'other-name/SKILL.md', text: SPEC_SKILL }] });
    const spec = await collectValidation(['other-name'], { profile: ['agentskills'] }, { cwd: base, env: {} });
    expect(levels(spec.diagnostics)).toContain('agentskills-name error');
  });

  it('persona and pack findings are infos under a profile other than ongrid', async () => {
    base = tempBase();
    buildTree(base, {
      files: [
        { path: 'plug/.claude-plugin/plugin.json', text: '{"name": "plug"}' },
        { path: 'plug/agents/code-helper.md', text: CLAUDE_AGENT },
      ],
    });
    const claude = await collectValidation(['plug'], { profile: ['claude-code'] }, { cwd: base, env: {} });
    expect(claude.diagnostics.length).toBeGreaterThan(0);
    expect(claude.diagnostics.filter((d) => d.severity !== 'info')).toEqual([]);
    // By default the plugin's agent is a Claude Code one: the manager's refusal is one note on the plugin.
    const own = await collectValidation(['plug'], {}, { cwd: base, env: {} });
    expect(levels(own.diagnostics)).toEqual(['ongrid-would-refuse info']);
    const ongrid = await collectValidation(['plug'], { profile: ['ongrid'] }, { cwd: base, env: {} });
    // Under ongrid the manager refuses the persona: its `tools` is a list, not a comma-joined string.
    expect(levels(ongrid.diagnostics)).toContain('frontmatter-type error');
  });
});
