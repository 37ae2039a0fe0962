// `list --tools`: the tools the legacy chat kernel would hand a model (views/agent-tool.ts), wrapped as each API takes
// them and encoded like Go (fields in order, parameters as re-encoded); a JSON array, one tool per line.
import type { AgentTool } from '../views/agent-tool.js';
import type { BStr } from '../go/bytes.js';
import { type GoData, RawJson, marshal, marshalTo } from '../go/goencode.js';
import type { PieceSink } from '../go/pieces.js';

export const TOOL_SHAPES = ['openai', 'anthropic', 'mcp'] as const;
export type ToolShape = (typeof TOOL_SHAPES)[number];

/** One tool in one API's shape, as Go encodes it; `mcp` serves this same text parsed. */
export function toolJson(tool: AgentTool, shape: ToolShape): BStr {
  return marshal(toolData(tool, shape));
}

function toolData(tool: AgentTool, shape: ToolShape): GoData {
  const { name, description } = tool;
  const parameters = new RawJson(tool.parameters);
  switch (shape) {
    case 'openai':
      return { type: 'function', function: { name, description, parameters } };
    case 'anthropic':
      return { name, description, input_schema: parameters };
    case 'mcp':
      return { name, description, inputSchema: parameters };
  }
}

/** The tools as a JSON array, one tool per line, given to `out` a piece at a time (list streams it: io/out-stream.ts). */
export function writeTools(tools: readonly AgentTool[], shape: ToolShape, out: PieceSink): void {
  if (tools.length === 0) return out.push('[]\n');
  out.push('[\n');
  tools.forEach((t, i) => {
    if (i > 0) out.push(',\n');
    marshalTo(toolData(t, shape), out);
  });
  out.push('\n]\n');
}
