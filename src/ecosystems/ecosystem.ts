// Which ecosystem a document is written for, per file, in docs/ecosystems-profiles.md's order (config override,
// container, keys, then ongrid); containers are looked for up to the repository root, whatever folder was named.
import path from 'node:path';
import { isFile, isFolder } from '../source/read-capped.js';
import { keptHas, keptKind } from '../source/listings.js';
import { type MdDoc, keysAt, nodeAt, readMdDoc } from './md-doc.js';
import { SKILL_SHAPE } from './native-skill.js';
import YAML from 'yaml';
import type { Node } from 'yaml';
import { isClaudeCodeTool } from './claude-code-tools.js';
import type { Profile } from './profiles.js';
import { FOREIGN_KEYS } from './written-for.js';

export type PickedBy = 'flag' | 'config' | 'container' | 'keys' | 'default';

export interface EcosystemPick {
  ecosystem: Profile;
  by: PickedBy;
  reason: string;
  /** The outermost container around the file (a marketplace around its plugins): where its notes are counted. */
  outermost?: string;
  /** Written for the manager too (a key only it reads): its rules apply as well, at their own levels. */
  ongridToo?: true;
  plugin?: 'claude' | 'openclaw';
}

/** A command file is Claude Code's alone: only its container decides. */
export type DocKind = 'skill' | 'persona' | 'command';

interface Container {
  ecosystem: Profile;
  what: string;
  plugin?: 'claude' | 'openclaw';
  /** A plugin with a signature.json: signed for the manager's marketplace, so written for it too. */
  signed?: true;
  /** One skill's own folder (ClawHub's), not a plugin: its notes are counted with the folder named. */
  skill?: true;
}

/** Claude Code subagent keys the manager's persona does not have (https://code.claude.com/docs/en/sub-agents). */
const CLAUDE_AGENT_KEYS = ['color', 'permissionMode', 'disallowedTools', 'maxTurns', 'mcpServers', 'skills', 'memory', 'isolation', 'initialPrompt', 'hooks', 'effort'];
/** Persona keys only the manager reads (docs/ecosystems.md, personas). */
const ONGRID_PERSONA_KEYS = ['when_to_use', 'capabilities', 'can_delegate', 'disallowed_tools', 'permission_mode', 'max_turns', 'critical_reminder', 'initial_prompt', 'omit_claude_md'];
/** SKILL.md keys only the manager reads (`when_to_use`, `version` and `metadata` are shared). */
const ONGRID_SKILL_KEYS = ['activation', 'config_section', 'tools'];
/** SKILL.md keys only Claude Code defines (https://code.claude.com/docs/en/skills#frontmatter-reference). */
export const CLAUDE_SKILL_KEYS: ReadonlySet<string> = new Set(['argument-hint', 'arguments', 'disable-model-invocation', 'user-invocable', 'model', 'context', 'agent', 'hooks', 'paths', 'effort', 'shell']);
/** OpenClaw's metadata block, under its current and former names (Clawdbot, Moltbot). */
const OPENCLAW_METADATA = ['openclaw', 'clawdbot', 'moltbot'];
/** SKILL.md keys only OpenClaw defines (https://docs.openclaw.ai/tools/skills). */
const OPENCLAW_SKILL_KEYS = new Set(['homepage', 'command-dispatch', 'command-tool', 'command-arg-mode']);

/** The nearest folder at or above `start` holding `.git`; undefined when none does. */
export function repositoryRoot(start: string): string | undefined {
  for (let dir = start; ; dir = path.dirname(dir)) {
    if (isFile(path.join(dir, '.git')) || isFolder(path.join(dir, '.git'))) return dir;
    if (path.dirname(dir) === dir) return undefined;
  }
}

/** Decides containers for files, caching each folder's answer (one run reads thousands of files). */
export class EcosystemPicker {
  private readonly folders = new Map<string, Container | null>();
  private readonly skills = new Map<string, { ecosystem: Profile; reason: string } | null>();

  /** `top`: the folder the search upward stops at (the repository root, or the named path). */
  constructor(private readonly top: (file: string) => string) {}

  pick(file: string, kind: DocKind, doc: MdDoc | undefined): EcosystemPick {
    const found = this.container(file);
    // A command file is found only in a Claude Code plugin or a `.claude/` folder: it is Claude Code's whatever else that folder is.
    if (kind === 'command' && found?.c.ecosystem !== 'claude-code') return { ecosystem: 'claude-code', by: 'container', reason: 'a Claude Code command file (a plugin\'s commands/ or .claude/commands/)', plugin: 'claude' };
    const keyed = doc ? byKeys(doc, kind) : undefined;
    if (found) {
      const outer = this.outermost(found.dir, found.c.ecosystem);
      const outermost = found.c.skill && outer === found.dir ? undefined : outer;
      const pick: EcosystemPick = { ecosystem: found.c.ecosystem, by: 'container', reason: `inside ${found.c.what} ${found.dir}`, outermost, plugin: found.c.plugin };
      // A key only the manager reads says the file is written for the manager too, wherever it sits.
      if (keyed?.ecosystem === 'ongrid' && pick.ecosystem !== 'ongrid') return { ...pick, ongridToo: true, reason: `${pick.reason}; ${keyed.reason}: written for the manager too` };
      if (found.c.signed) return { ...pick, ongridToo: true, reason: `${pick.reason}, signed for the manager (signature.json): written for it too` };
      return pick;
    }
    if (keyed) return { ecosystem: keyed.ecosystem, by: 'keys', reason: keyed.reason };
    const skill = kind === 'persona' ? this.skillAbove(file) : undefined;
    if (skill) return { ecosystem: skill.ecosystem, by: 'container', reason: `inside the skill folder ${skill.dir}, whose SKILL.md is written for it (${skill.reason})`, outermost: skill.dir };
    return { ecosystem: 'ongrid', by: 'default', reason: 'no container or key of another ecosystem' };
  }

  container(file: string): { dir: string; c: Container } | undefined {
    if (/(^|\/)\.github\/agents\/[^/]+\.agent\.md$/i.test(file)) {
      return { dir: path.dirname(file), c: { ecosystem: 'copilot', what: 'the GitHub Copilot agents folder' } };
    }
    const top = this.top(file);
    for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
      const c = this.folder(dir);
      if (c) return { dir, c };
      if (dir === top || path.dirname(dir) === dir || !dir.startsWith(top)) return undefined;
    }
  }

  /** The nearest folder above an agent holding a SKILL.md written for another ecosystem: the agent is that skill's. */
  private skillAbove(file: string): { dir: string; ecosystem: Profile; reason: string } | undefined {
    const top = this.top(file);
    for (let dir = path.dirname(path.dirname(file)); dir.startsWith(top); dir = path.dirname(dir)) {
      let found = this.skills.get(dir);
      if (found === undefined) {
        const read = isFile(path.join(dir, 'SKILL.md')) ? readMdDoc(path.join(dir, 'SKILL.md'), SKILL_SHAPE) : undefined;
        const keyed = read?.ok ? byKeys(read.doc, 'skill') : undefined;
        this.skills.set(dir, (found = read ? (keyed ?? { ecosystem: 'ongrid', reason: 'none of its keys is another ecosystem\'s' }) : null));
      }
      if (found) return found.ecosystem === 'ongrid' ? undefined : { dir, ...found };
      if (dir === top || path.dirname(dir) === dir) return undefined;
    }
    return undefined;
  }

  /** The outermost folder above `dir`, up to the top, that is a container of the same ecosystem. */
  private outermost(dir: string, ecosystem: Profile): string {
    let out = dir;
    const top = this.top(dir + '/x');
    for (let up = path.dirname(dir); up.startsWith(top) && up !== path.dirname(up); up = path.dirname(up)) {
      if (this.folder(up)?.ecosystem === ecosystem) out = up;
      if (up === top) break;
    }
    return out;
  }

  private folder(dir: string): Container | undefined {
    let c = this.folders.get(dir);
    if (c === undefined) this.folders.set(dir, (c = containerKind(dir) ?? null));
    return c ?? undefined;
  }
}

/** Files a ClawHub install or publish leaves beside a SKILL.md (`_meta.json`, `.clawhub/origin.json`, formerly
 * `.clawdhub/`): such a folder is an OpenClaw skill (docs/ecosystems-profiles.md). */
const CLAWHUB_MARKERS = ['_meta.json', path.join('.clawhub', 'origin.json'), path.join('.clawdhub', 'origin.json')];
/** Each marker with the folder it sits in ('' for none), split once: validate asks for every skill.json. */
const MARKER_FOLDERS = CLAWHUB_MARKERS.map((name) => ({ name, folder: name.includes(path.sep) ? name.split(path.sep)[0] : '' }));

/** The ClawHub marker file in `dir`, when it holds one; undefined otherwise. */
export function clawhubMarker(dir: string): string | undefined {
  for (const { name, folder } of MARKER_FOLDERS) {
    if (folder ? keptHas(dir, folder) !== false && isFile(path.join(dir, name)) : fileIn(dir, name)) return name;
  }
  return undefined;
}

/** A regular file, by the walk's listing when it has one (no stat), else by a stat. */
function fileIn(dir: string, name: string): boolean {
  const kind = keptKind(dir, name);
  return kind === undefined ? isFile(path.join(dir, name)) : kind === 'file';
}

function containerKind(dir: string): Container | undefined {
  if (path.basename(dir) === '.claude') return { ecosystem: 'claude-code', what: 'the Claude Code folder' };
  const clawhub = fileIn(dir, 'SKILL.md') ? clawhubMarker(dir) : undefined;
  if (clawhub) return { ecosystem: 'openclaw', what: `the ClawHub skill folder (${clawhub})`, skill: true };
  // The walk's listing, when validate kept it, rules a folder out without a stat.
  if (keptHas(dir, 'openclaw.plugin.json') === false && keptHas(dir, '.claude-plugin') === false) return undefined;
  const signed = isFile(path.join(dir, 'signature.json')) ? { signed: true as const } : {};
  if (isFile(path.join(dir, 'openclaw.plugin.json'))) return { ecosystem: 'openclaw', what: 'the OpenClaw plugin', plugin: 'openclaw', ...signed };
  if (isFile(path.join(dir, '.claude-plugin', 'plugin.json'))) return { ecosystem: 'claude-code', what: 'the Claude Code plugin', plugin: 'claude', ...signed };
  if (isFile(path.join(dir, '.claude-plugin', 'marketplace.json'))) return { ecosystem: 'claude-code', what: 'the Claude Code marketplace', plugin: 'claude' };
  return undefined;
}

function byKeys(doc: MdDoc, kind: DocKind): { ecosystem: Profile; reason: string } | undefined {
  if (kind === 'command') return undefined;
  const top = keysAt(doc, '');
  const first = (keys: readonly string[]): string | undefined => top.find((k) => keys.includes(k));
  if (kind === 'persona') {
    const ongrid = first(ONGRID_PERSONA_KEYS);
    if (ongrid) return { ecosystem: 'ongrid', reason: `key \`${ongrid}\` (only the manager's personas have it)` };
    const claude = first(CLAUDE_AGENT_KEYS);
    if (claude) return { ecosystem: 'claude-code', reason: `key \`${claude}\` (a Claude Code subagent key)` };
    const tools = nodeAt(doc, '/tools');
    if (YAML.isScalar(tools) && typeof tools.value === 'string') return { ecosystem: 'claude-code', reason: '`tools` as a comma list (a Claude Code subagent)' };
    const names = toolNames(tools);
    const claudeTool = names.find(isClaudeCodeTool);
    if (claudeTool) return { ecosystem: 'claude-code', reason: `tool \`${claudeTool}\` (a Claude Code tool)` };
    return undefined;
  }
  const ongrid = first(ONGRID_SKILL_KEYS.filter((k) => k !== 'tools' || ongridTools(doc))) ?? (nodeAt(doc, '/metadata/ongrid') !== undefined ? 'metadata.ongrid' : undefined);
  if (ongrid) return { ecosystem: 'ongrid', reason: `key \`${ongrid}\` (only the manager reads it)` };
  const meta = OPENCLAW_METADATA.find((k) => nodeAt(doc, `/metadata/${k}`) !== undefined);
  const openclaw = top.find((k) => OPENCLAW_SKILL_KEYS.has(k)) ?? (meta && `metadata.${meta}`);
  if (openclaw) return { ecosystem: 'openclaw', reason: `key \`${openclaw}\` (an OpenClaw key)` };
  const claude = top.find((k) => CLAUDE_SKILL_KEYS.has(k));
  if (claude) return { ecosystem: 'claude-code', reason: `key \`${claude}\` (a Claude Code key)` };
  const spec = top.find((k) => FOREIGN_KEYS.has(k));
  if (spec) return { ecosystem: 'agentskills', reason: `key \`${spec}\` (an Agent Skills spec key)` };
  if (toolNames(nodeAt(doc, '/tools')).length > 0) return { ecosystem: 'agentskills', reason: '`tools` as a list of names, not the manager\'s tool declarations' };
  return undefined;
}

/** What an MCP tool definition carries and the manager's tool declaration does not. */
const MCP_TOOL_KEYS = ['inputSchema', 'input_schema', 'outputSchema'];

/** `tools` as the manager declares them: mappings (name, impl, ...), not tool names nor MCP tool definitions (`inputSchema`). */
function ongridTools(doc: MdDoc): boolean {
  const tools = nodeAt(doc, '/tools');
  return YAML.isSeq(tools) && tools.items.length > 0 && tools.items.every((i) => YAML.isMap(i) && !MCP_TOOL_KEYS.some((k) => i.has(k)));
}

function toolNames(node: Node | undefined): string[] {
  if (!YAML.isSeq(node)) return [];
  return node.items.map((i) => (YAML.isScalar(i) ? i.value : undefined)).filter((v): v is string => typeof v === 'string');
}
