// tools/call: one call as the manager's agent path makes it (docs/manager.md#what-the-model-sees) and `run --as llm`
// shows it: args re-encoded, schema-checked unless --no-validate-args, gated, run under the manifest's timeout.
import { type CallToolResult, ProtocolError, ProtocolErrorCode, type ServerContext } from '@modelcontextprotocol/server';
import { fromBStr } from '../go/bytes.js';
import type { GoEnv } from '../go/environ.js';
import { LOADER_PREFIX, type Skill } from '../loader/loader.js';
import { entryDrift } from '../runner/entry-recheck.js';
import { type Prepared, callSkill, prepareCall } from '../runner/call.js';
import { INVALID_PARAMS } from '../runner/skill-args.js';
import { SCHEMA_UNUSABLE_HINT, agentArgsRefused, interruptedText, schemaIssuesText, schemaUnusable } from '../runner/messages.js';
import { type GateSettings, passGate } from './gate.js';
import type { Limiter } from './limiter.js';
import { LineSplitter } from './stderr-lines.js';
import type { Catalog } from './tools.js';
import { entryChangedText, unknownToolText } from './messages.js';

export interface CallSettings {
  all: boolean;
  validateArgs: boolean;
  gate: GateSettings;
  /** Our raw environment; only a skill's env_allow names reach it. */
  env: GoEnv;
  limiter: Limiter;
  log: (line: string) => void;
}

const failed = (text: string): CallToolResult => ({ content: [{ type: 'text', text }], isError: true });

/** Why nothing started, in the words `run` uses. */
function notReady(prepared: Exclude<Prepared, { kind: 'ready' }>, name: string): string {
  switch (prepared.kind) {
    case 'manager-error':
      return fromBStr(prepared.error);
    case 'agent-refused':
      return agentArgsRefused(prepared.error);
    case 'args-invalid':
      return INVALID_PARAMS;
    case 'schema-invalid':
      return schemaIssuesText(name, prepared.issues);
    case 'schema-unusable':
      return `${schemaUnusable(name, prepared.reason)}; ${SCHEMA_UNUSABLE_HINT}`;
  }
}

/** The skill's stdout as the model gets it: the text, and the object itself when it is one. */
function succeeded(stdout: Buffer): CallToolResult {
  const text = stdout.toString('utf8');
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    value = undefined;
  }
  const isObject = typeof value === 'object' && value !== null && !Array.isArray(value);
  return { content: [{ type: 'text', text }], ...(isObject ? { structuredContent: value as Record<string, unknown> } : {}) };
}

/** The skill's stderr, line by line: our stderr, log messages, and progress when the client asked for it. */
function stderrForwarder(skill: Skill, ctx: ServerContext, log: (line: string) => void): LineSplitter {
  const name = fromBStr(skill.name);
  const token = ctx.mcpReq._meta?.progressToken;
  let progress = 0;
  const ignore = (): undefined => undefined;
  return new LineSplitter((line) => {
    log(`[${name}] ${line}`);
    ctx.mcpReq.log('info', line, name).catch(ignore);
    if (token !== undefined) ctx.mcpReq.notify({ method: 'notifications/progress', params: { progressToken: token, progress: ++progress, message: line } }).catch(ignore);
  });
}

export async function callTool(catalog: Catalog, settings: CallSettings, params: { name: string; arguments?: Record<string, unknown> }, ctx: ServerContext, elicit: boolean): Promise<CallToolResult> {
  const skill = catalog.byName.get(params.name);
  if (!skill) throw new ProtocolError(ProtocolErrorCode.InvalidParams, unknownToolText(params.name, settings.all, catalog.unlisted.get(params.name)?.class));
  const name = fromBStr(skill.name);
  // The model's arguments as the bridge receives them: JSON text.
  const prepared = await prepareCall(skill, Buffer.from(JSON.stringify(params.arguments ?? {}), 'utf8'), 'llm', settings.validateArgs);
  if (prepared.kind !== 'ready') return failed(notReady(prepared, name));
  const gate = await passGate(skill, settings.gate, ctx, elicit, prepared.stdin.toString('utf8'));
  if (!gate.ok) return failed(gate.text);

  const release = await settings.limiter.acquire(ctx.mcpReq.signal);
  const lines = stderrForwarder(skill, ctx, settings.log);
  try {
    // The server may have run for hours since the load: what starts is what was checked, as `run` does.
    const drift = entryDrift(skill);
    if (drift) {
      const text = entryChangedText(name, fromBStr(skill.entry), drift.now === undefined ? undefined : fromBStr(drift.now), drift.managerError === undefined ? undefined : fromBStr(`${LOADER_PREFIX}build ${skill.name} (${skill.manifestPath}): ${drift.managerError}`));
      settings.log(text);
      return failed(text);
    }
    const call = await callSkill({ skill, stdin: prepared.stdin, env: settings.env, onStderr: (chunk) => lines.push(chunk), interrupt: ctx.mcpReq.signal });
    lines.end();
    if (call.facts.interrupted) return failed(interruptedText(name));
    return call.outcome.ok ? succeeded(call.outcome.stdout) : failed(fromBStr(call.outcome.error));
  } finally {
    release();
  }
}
