// Claude Code's own tool names (https://code.claude.com/docs/en/tools-reference, older names from .../settings) and
// `mcp__<server>__<tool>`: a Claude Code persona lists these in `tools`, and the manager having none is no typo.
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
