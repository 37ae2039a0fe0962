// The frontmatter keys each ecosystem reads, with a line of reference and any closed set of values, for hover and
// completion; the manager's follow its decode shapes (docs/ecosystems.md#native-skills, #personas).
import { CLAUDE_CODE_TOOLS } from '../../ecosystems/claude-code-tools.js';
import { PERMISSION_MODES } from '../../ecosystems/permission-modes.js';

export type DocKind = 'skill' | 'persona' | 'command';
export type DocEcosystem = 'ongrid' | 'claude-code' | 'openclaw' | 'agentskills';

export interface KeyRef {
  doc: string;
  values?: readonly string[];
  /** The key lists tool names (completion offers the ecosystem's tools). */
  tools?: boolean;
}

const BOOL = ['true', 'false'] as const;
const CLAUDE_MODELS = ['sonnet', 'opus', 'haiku', 'inherit'] as const;
const CLAUDE_EFFORT = ['low', 'medium', 'high', 'max'] as const;
const CLAUDE_TOOLS = [...CLAUDE_CODE_TOOLS].sort();

const ONGRID_SKILL: Record<string, KeyRef> = {
  name: { doc: 'The skill\'s name; the manager requires it (a SKILL.md without one is skipped).' },
  description: { doc: 'What the skill does; the manager requires it.' },
  version: { doc: 'A free-form version string the manager keeps.' },
  when_to_use: { doc: 'When the agent should reach for the skill; shown with the description.' },
  activation: { doc: 'When the skill\'s body is loaded into the agent\'s context (the manager\'s activation block).' },
  config_section: { doc: 'The manager config section the skill reads its settings from.' },
  tools: { doc: 'Tools the skill declares (name, impl, class, description, when_to_use, confirmation, timeout_seconds).' },
  metadata: { doc: 'Free-form metadata; `metadata.ongrid` marks the file as written for the manager.' },
};

const ONGRID_PERSONA: Record<string, KeyRef> = {
  name: { doc: 'The persona\'s name (snake_case); required by the manager.' },
  description: { doc: 'What the persona is for; required by the manager.' },
  when_to_use: { doc: 'When to hand work to this persona; required by the manager: a persona without it is not loaded.' },
  capabilities: { doc: 'The capabilities the persona advertises.' },
  can_delegate: { doc: 'Whether the persona may delegate to other personas.', values: BOOL },
  tools: { doc: 'The exact tool names the persona may call (skills loaded, built-ins, agent tools); empty means all.', tools: true },
  disallowed_tools: { doc: 'Tool names or patterns the persona may never call.', tools: true },
  permission_mode: { doc: 'The permission mode the persona\'s agent runs under.', values: PERMISSION_MODES },
  max_turns: { doc: 'The most turns the persona\'s agent takes.' },
  model: { doc: 'The model the persona\'s agent uses.' },
  critical_reminder: { doc: 'A reminder repeated to the agent every turn.' },
  initial_prompt: { doc: 'The first prompt the persona\'s agent is given.' },
  background: { doc: 'Whether the persona runs in the background.', values: BOOL },
  omit_claude_md: { doc: 'Whether CLAUDE.md is left out of the persona\'s context.', values: BOOL },
  metadata: { doc: 'Free-form metadata.' },
};

/** Claude Code skills (https://code.claude.com/docs/en/skills#frontmatter-reference). */
const CLAUDE_SKILL: Record<string, KeyRef> = {
  name: { doc: 'Claude Code: the skill\'s name (lowercase, digits, hyphens); defaults to the folder name.' },
  description: { doc: 'Claude Code: what the skill does and when to use it; defaults to the first paragraph.' },
  'argument-hint': { doc: 'Claude Code: the arguments shown when the skill is invoked as a slash command.' },
  'disable-model-invocation': { doc: 'Claude Code: only the user can invoke the skill.', values: BOOL },
  'user-invocable': { doc: 'Claude Code: whether the skill appears in the slash-command menu.', values: BOOL },
  'allowed-tools': { doc: 'Claude Code: tools the skill may use without asking (Claude Code tool names).', tools: true },
  model: { doc: 'Claude Code: the model used while the skill is active.', values: CLAUDE_MODELS },
  effort: { doc: 'Claude Code: the effort level while the skill is active.', values: CLAUDE_EFFORT },
  context: { doc: 'Claude Code: `fork` runs the skill in a forked subagent context.', values: ['fork'] },
  agent: { doc: 'Claude Code: the subagent type that runs a forked skill.' },
  hooks: { doc: 'Claude Code: hooks scoped to the skill\'s lifetime.' },
  paths: { doc: 'Claude Code: glob patterns that limit when the skill is offered.' },
  shell: { doc: 'Claude Code: the shell for the skill\'s `!` commands.', values: ['bash', 'powershell'] },
};

/** Claude Code subagents (https://code.claude.com/docs/en/sub-agents#supported-frontmatter-fields). */
const CLAUDE_AGENT: Record<string, KeyRef> = {
  name: { doc: 'Claude Code: the subagent\'s unique name (lowercase, hyphens); required.' },
  description: { doc: 'Claude Code: when Claude should delegate to the subagent; required.' },
  tools: { doc: 'Claude Code: the Claude Code tools the subagent may use (inherits all when absent).', tools: true },
  disallowedTools: { doc: 'Claude Code: tools removed from the inherited set.', tools: true },
  model: { doc: 'Claude Code: the subagent\'s model.', values: CLAUDE_MODELS },
  permissionMode: { doc: 'Claude Code: the subagent\'s permission mode.', values: ['default', 'acceptEdits', 'plan', 'bypassPermissions', 'dontAsk'] },
  maxTurns: { doc: 'Claude Code: the most agentic turns before the subagent stops.' },
  skills: { doc: 'Claude Code: skills loaded into the subagent\'s context at start.' },
  mcpServers: { doc: 'Claude Code: MCP servers available to the subagent.' },
  hooks: { doc: 'Claude Code: hooks scoped to the subagent.' },
  memory: { doc: 'Claude Code: the persistent memory scope.', values: ['user', 'project', 'local'] },
  background: { doc: 'Claude Code: always run the subagent as a background task.', values: BOOL },
  effort: { doc: 'Claude Code: the effort level.', values: CLAUDE_EFFORT },
  isolation: { doc: 'Claude Code: `worktree` runs the subagent in a temporary git worktree.', values: ['worktree'] },
  color: { doc: 'Claude Code: the subagent\'s display colour.', values: ['red', 'blue', 'green', 'yellow', 'purple', 'orange', 'pink', 'cyan'] },
  initialPrompt: { doc: 'Claude Code: the first user turn when the subagent runs as the main agent.' },
};

/** The Agent Skills spec (https://agentskills.io/specification). */
const AGENT_SKILLS: Record<string, KeyRef> = {
  name: { doc: 'Agent Skills: required; 1-64 characters, lowercase letters, digits and hyphens, equal to the folder name.' },
  description: { doc: 'Agent Skills: required; 1-1024 characters, what the skill does and when to use it.' },
  license: { doc: 'Agent Skills: the license name or a bundled license file.' },
  compatibility: { doc: 'Agent Skills: environment requirements (at most 500 characters).' },
  metadata: { doc: 'Agent Skills: a string-to-string map for client-specific properties.' },
  'allowed-tools': { doc: 'Agent Skills (experimental): space-separated tools the skill may use.' },
};

/** OpenClaw (https://docs.openclaw.ai/tools/skills). */
const OPENCLAW: Record<string, KeyRef> = {
  name: { doc: 'OpenClaw: the skill\'s name; required.' },
  description: { doc: 'OpenClaw: what the skill does; required.' },
  homepage: { doc: 'OpenClaw: a URL shown as the skill\'s website.' },
  'user-invocable': { doc: 'OpenClaw: expose the skill as a user slash command.', values: BOOL },
  'disable-model-invocation': { doc: 'OpenClaw: keep the skill out of the model prompt.', values: BOOL },
  'command-dispatch': { doc: 'OpenClaw: `tool` sends the slash command straight to a tool.', values: ['tool'] },
  'command-tool': { doc: 'OpenClaw: the tool a dispatched command calls.' },
  'command-arg-mode': { doc: 'OpenClaw: how the arguments reach the tool.', values: ['raw'] },
  metadata: { doc: 'OpenClaw: a single-line JSON object; `metadata.openclaw` holds gating (requires, os, install).' },
};

export function keyTable(kind: DocKind, ecosystem: DocEcosystem): Record<string, KeyRef> {
  // Claude Code reads a command file's frontmatter as a skill's (commands are merged into skills), as validate judges it.
  if (kind === 'command') return CLAUDE_SKILL;
  if (kind === 'persona') return ecosystem === 'claude-code' ? CLAUDE_AGENT : ONGRID_PERSONA;
  if (ecosystem === 'claude-code') return CLAUDE_SKILL;
  if (ecosystem === 'openclaw') return OPENCLAW;
  if (ecosystem === 'agentskills') return AGENT_SKILLS;
  return ONGRID_SKILL;
}

/** The tool names a `tools`-like key of this ecosystem takes: Claude Code's own, or the load's. */
export function toolChoices(ecosystem: DocEcosystem, loaded: readonly string[]): readonly string[] {
  return ecosystem === 'ongrid' ? loaded : CLAUDE_TOOLS;
}
