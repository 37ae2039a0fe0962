// frontmatter-type and frontmatter-yaml say what to change. frontmatter-type
// quotes yaml.v3 in the Go type names of ongrid v0.13.4's
// chatruntime structs (Skill, ToolDecl, SkillMetadata, Agent,
// AgentCapability...), names the field and says what it takes; a SKILL.md
// `tools` of tool names is pointed at `allowed-tools`.
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../../src/commands/validate/index.js';
import { buildTree, removeBase, tempBase } from '../../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

async function typeMessages(path: string, text: string): Promise<string[]> {
  base = tempBase();
  buildTree(base, { files: [{ path, text }] });
  // The manager's own words: its verdict on every file (by default a foreign file gets one note instead).
  const r = await collectValidation([path.split('/')[0]!], { profile: ['ongrid'] }, { cwd: base, env: {} });
  return r.diagnostics.filter((d) => d.rule === 'frontmatter-type').map((d) => d.message);
}

const skill = (extra: string) => `---\nname: disk_report\ndescription: Reports disk use.\n${extra}\n---\n\n# Body\n`;
const persona = (extra: string) => `---\nname: ops\ndescription: Runs ops.\nwhen_to_use: For ops.\n${extra}\n---\n\nYou are ops.\n`;

describe('frontmatter-type', () => {
  it('a SKILL.md tools string: the manager type ToolDecl, and the key a tool-name list goes under', async () => {
    const [m] = await typeMessages('disk/SKILL.md', skill('tools: Read, Grep'));
    expect(m).toContain('cannot unmarshal !!str `Read, Grep` into []chatruntime.ToolDecl');
    expect(m).toContain('goes under `allowed-tools`');
  });

  it('a list of names under SKILL.md tools: each item into chatruntime.ToolDecl', async () => {
    const ms = await typeMessages('disk/SKILL.md', skill('tools: [Read]'));
    expect(ms).toHaveLength(1);
    expect(ms[0]).toContain('into chatruntime.ToolDecl');
  });

  it('names the nested field and the type it takes', async () => {
    const ms = await typeMessages('disk/SKILL.md', skill('metadata:\n  requires:\n    credentials:\n      - slot: db\n        fields: user'));
    expect(ms).toHaveLength(1);
    expect(ms[0]).toContain('into []string');
    expect(ms[0]).toContain('`metadata.requires.credentials[0].fields` takes a list of strings');
  });

  it("a tool's class is chatruntime.ToolClass", async () => {
    const [m] = await typeMessages('disk/SKILL.md', skill('tools:\n  - name: t\n    impl: x\n    class: [read]'));
    expect(m).toContain('cannot unmarshal !!seq into chatruntime.ToolClass');
  });

  it('a persona: tools as a string is a []string, capabilities and can_delegate typed as in chatruntime.Agent', async () => {
    const ms = await typeMessages('agents/ops.md', persona('tools: Read, Grep\ncapabilities: all\ncan_delegate: [x]'));
    expect(ms).toHaveLength(3);
    expect(ms[0]).toContain('into []string');
    expect(ms[0]).toContain('`tools` takes a list of strings');
    expect(ms[1]).toContain('cannot unmarshal !!str `all` into []chatruntime.AgentCapability');
    expect(ms[2]).toContain('cannot unmarshal !!seq into bool');
  });

  it("a persona's metadata is the skill's chatruntime.SkillMetadata", async () => {
    const [m] = await typeMessages('agents/ops.md', persona('metadata: plain'));
    expect(m).toContain('cannot unmarshal !!str `plain` into chatruntime.SkillMetadata');
  });
});

describe('frontmatter-yaml', () => {
  it('a plain value holding ": " is told to quote it or use a block scalar', async () => {
    base = tempBase();
    const text = '---\nname: ops\ndescription: Use this agent. Examples: one\nwhen_to_use: x\n---\n\nYou are ops.\n';
    buildTree(base, { files: [{ path: 'agents/ops.md', text }] });
    const r = await collectValidation(['agents'], {}, { cwd: base, env: {} });
    const [m] = r.diagnostics.filter((d) => d.rule === 'frontmatter-yaml').map((d) => d.message);
    expect(m).toContain('mapping values are not allowed in this context');
    expect(m).toContain('must be quoted, or written as a block scalar');
  });
});
