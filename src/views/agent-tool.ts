// The tool the manager's legacy chat kernel builds from a skill, step for step (docs/manager.md#what-the-model-sees):
// safe skills only, the schema decoded, typed and re-marshalled, and no tool (the skill still loaded) where that fails.
import type { BuiltSkill } from '../loader/build.js';
import { type BStr, byKey } from '../go/bytes.js';
import { GoDecodeError, type GoValue, encodeGo, toGoValue } from '../go/goencode.js';
import { parseGoJson } from '../go/gojson.js';

export const RESULT_PREVIEW = '{...} (subprocess skill output)';
export const TOOL_DESCRIPTION_SUFFIX = '\n\nReturns: ' + RESULT_PREVIEW;
/** The legacy chat kernel's cap on every tool call, whatever the manifest says. */
export const LEGACY_CAP_SECONDS = 15n;
const NO_SCHEMA = '{"properties":{},"type":"object"}';

export interface AgentTool {
  name: BStr;
  description: BStr;
  /** The parameters object as Go encodes it (a byte string). */
  parameters: BStr;
}

export type ToolVerdict =
  | { visible: true; tool: AgentTool }
  | { visible: false; reason: 'class'; class: string }
  | { visible: false; reason: 'schema-not-object'; kind: string }
  | { visible: false; reason: 'schema-number-range'; literal: string };

/** The schema as the bridge makes it, or why it cannot (class aside). */
export function toolParameters(
  schema: BStr | undefined,
): { ok: true; parameters: BStr } | { ok: false; reason: 'schema-not-object'; kind: string } | { ok: false; reason: 'schema-number-range'; literal: string } {
  if (schema === undefined || schema === '') return { ok: true, parameters: NO_SCHEMA };
  const parsed = parseGoJson(schema);
  // The loader kept these bytes from a document that parsed, so this holds.
  if (!parsed.ok) return { ok: false, reason: 'schema-not-object', kind: 'invalid JSON' };
  const node = parsed.value;
  if (node.kind !== 'object' && node.kind !== 'null') return { ok: false, reason: 'schema-not-object', kind: node.kind };
  let map: Map<BStr, GoValue>;
  try {
    map = node.kind === 'null' ? new Map() : (toGoValue(node) as Map<BStr, GoValue>);
  } catch (e) {
    if (e instanceof GoDecodeError) return { ok: false, reason: 'schema-number-range', literal: e.literal };
    throw e;
  }
  if (!map.has('type')) map.set('type', { str: 'object' });
  return { ok: true, parameters: encodeGo(map) };
}

type ToolSource = Pick<BuiltSkill, 'name' | 'description' | 'schema' | 'class'>;

/** `anyClass`: build the tool for a mutating or dangerous skill too (the manager never does; `mcp --all` offers them). */
export function agentTool(skill: ToolSource, anyClass = false): ToolVerdict {
  if (skill.class !== 'safe' && !anyClass) return { visible: false, reason: 'class', class: skill.class };
  const params = toolParameters(skill.schema);
  if (!params.ok) return { visible: false, ...params };
  return {
    visible: true,
    tool: { name: skill.name, description: skill.description + TOOL_DESCRIPTION_SUFFIX, parameters: params.parameters },
  };
}

export interface ToolSet<S extends ToolSource> {
  /** By name, as bytes compare (the order `list --tools` prints and `mcp` lists). */
  tools: Array<{ skill: S; tool: AgentTool }>;
  /** Skills with no tool for a reason other than their class (the manager logs a warning for each). */
  dropped: Array<{ skill: S; verdict: ToolVerdict & { visible: false } }>;
}

/** The tools a model is handed for these skills: the one list `list --tools` prints and `mcp` serves. */
export function agentToolSet<S extends ToolSource>(skills: readonly S[], anyClass = false): ToolSet<S> {
  const set: ToolSet<S> = { tools: [], dropped: [] };
  for (const skill of [...skills].sort(byKey((s) => s.name))) {
    const verdict = agentTool(skill, anyClass);
    if (verdict.visible) set.tools.push({ skill, tool: verdict.tool });
    else if (verdict.reason !== 'class') set.dropped.push({ skill, verdict });
  }
  return set;
}
