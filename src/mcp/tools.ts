// What `mcp` offers in tools/list: by default exactly the tools the manager hands a model (as `list --tools mcp`
// writes them); with --all the mutating and dangerous skills too, their class said.
import type { Tool } from '@modelcontextprotocol/server';
import { type BStr, fromBStr } from '../go/bytes.js';
import type { Skill } from '../loader/loader.js';
import type { SkillClass } from '../loader/build.js';
import { type ToolSet, agentToolSet } from '../views/agent-tool.js';
import { toolJson } from '../format/tools.js';
import { classNote } from './messages.js';
import type { SkillResource } from './resources.js';

export interface Catalog {
  tools: Tool[];
  byName: Map<string, Skill>;
  /** Registered skills with no tool here, by name, and their class (for a clear unknown-tool error). */
  unlisted: Map<string, Skill>;
  dropped: ToolSet<Skill>['dropped'];
  resources: SkillResource[];
}

const ANNOTATIONS: Record<SkillClass, Tool['annotations']> = {
  safe: { readOnlyHint: true, destructiveHint: false },
  mutating: { readOnlyHint: false, destructiveHint: false },
  dangerous: { readOnlyHint: false, destructiveHint: true },
};

/** Go's JSON text (a byte string) as the value a client reads from it. */
function parsed(json: BStr): Tool {
  return JSON.parse(Buffer.from(json, 'latin1').toString('utf8')) as Tool;
}

export function buildCatalog(skills: readonly Skill[], all: boolean, resources: SkillResource[] = []): Catalog {
  const set = agentToolSet(skills, all);
  const tools: Tool[] = [];
  const byName = new Map<string, Skill>();
  for (const { skill, tool } of set.tools) {
    const listed = all && skill.class !== 'safe' ? { ...tool, description: tool.description + classNote(skill.class) } : tool;
    const entry = parsed(toolJson(listed, 'mcp'));
    if (all) {
      entry.title = fromBStr(skill.name);
      entry.annotations = { title: entry.title, ...ANNOTATIONS[skill.class] };
    }
    tools.push(entry);
    byName.set(entry.name, skill);
  }
  const unlisted = new Map(skills.filter((s) => !byName.has(fromBStr(s.name))).map((s) => [fromBStr(s.name), s]));
  return { tools, byName, unlisted, dropped: set.dropped, resources };
}
