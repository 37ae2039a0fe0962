// Claude Code's own tool names, as its tools reference lists them
// (https://code.claude.com/docs/en/tools-reference, and the older names of
// https://code.claude.com/docs/en/settings#tools-available-to-claude),
// plus its MCP tool names (`mcp__<server>__<tool>`). A persona written for
// Claude Code lists these in `tools`; the manager has none of them, which
// is the nature of a Claude agent, not a typo in it.
export const CLAUDE_CODE_TOOLS: ReadonlySet<string> = new Set([
  'Agent',
  'Artifact',
  'AskUserQuestion',
  'Bash',
  'BashOutput',
  'CronCreate',
  'CronDelete',
  'CronList',
  'Edit',
  'EnterPlanMode',
  'EnterWorktree',
  'ExitPlanMode',
  'ExitWorktree',
  'Glob',
  'Grep',
  'KillShell',
  'LS',
  'LSP',
  'ListMcpResourcesTool',
  'Monitor',
  'MultiEdit',
  'NotebookEdit',
  'NotebookRead',
  'PowerShell',
  'Read',
  'ReadMcpResourceTool',
  'SendMessage',
  'SlashCommand',
  'Skill',
  'Task',
  'TaskCreate',
  'TaskGet',
  'TaskList',
  'TaskOutput',
  'TaskStop',
  'TaskUpdate',
  'TeamCreate',
  'TeamDelete',
  'TodoWrite',
  'ToolSearch',
  'WebFetch',
  'WebSearch',
  'Write',
]);

/** A Claude Code tool name, or one of a Claude Code tool with arguments (`Bash(git:*)`), or an MCP tool. */
export function isClaudeCodeTool(name: string): boolean {
  if (name.startsWith('mcp__')) return true;
  const bare = name.replace(/\(.*\)$/, '');
  return CLAUDE_CODE_TOOLS.has(bare);
}
