// `list --tools`: the tools the manager's legacy chat kernel would hand a
// model (views/agent-tool.ts), wrapped the way each API takes them and
// encoded like Go (struct fields in order, parameters as the manager
// re-encoded them). A JSON array, one tool per line; a byte string.
import type { AgentTool } from '../views/agent-tool.js';
import type { BStr } from '../go/bytes.js';
import { RawJson, marshal } from '../go/goencode.js';

export const TOOL_SHAPES = ['openai', 'anthropic', 'mcp'] as const;
export type ToolShape = (typeof TOOL_SHAPES)[number];

/** One tool in one API's shape, as Go encodes it; `mcp` serves this same text parsed. */
export function toolJson(tool: AgentTool, shape: ToolShape): BStr {
  const { name, description } = tool;
  const parameters = new RawJson(tool.parameters);
  switch (shape) {
    case 'openai':
      return marshal({ type: 'function', function: { name, description, parameters } });
    case 'anthropic':
      return marshal({ name, description, input_schema: parameters });
    case 'mcp':
      return marshal({ name, description, inputSchema: parameters });
  }
}

export function renderTools(tools: readonly AgentTool[], shape: ToolShape): BStr {
  if (tools.length === 0) return '[]\n';
  return '[\n' + tools.map((t) => toolJson(t, shape)).join(',\n') + '\n]\n';
}
