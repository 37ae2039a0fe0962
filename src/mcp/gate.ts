// The permission gate through the protocol: a mutating skill's yes comes from an elicitation the client shows or
// --yes; a dangerous one needs dual-sign-required and two --approver names at start.
import type { ServerContext } from '@modelcontextprotocol/server';
import type { Skill } from '../loader/loader.js';
import { type PermissionMode, decideGate } from '../runner/gate.js';
import { fromBStr } from '../go/bytes.js';
import { type ModeSource, refusalText } from '../runner/messages.js';
import { ELICIT_TIMEOUT_MS, confirmMessage, mcpRefusalText } from './messages.js';

export interface GateSettings {
  mode: PermissionMode;
  source: ModeSource;
  yes: boolean;
  approvers: string[];
}

export type GateAnswer = { ok: true } | { ok: false; text: string };

/** Whether the client declared elicitation (a bare `{}` means form mode, MCP 2025-11-25). */
export function canElicit(capabilities: { elicitation?: object } | undefined): boolean {
  return capabilities?.elicitation !== undefined;
}

export async function passGate(skill: Skill, gate: GateSettings, ctx: ServerContext, elicit: boolean, args: string): Promise<GateAnswer> {
  const name = fromBStr(skill.name);
  const refuse = (refusal: Parameters<typeof mcpRefusalText>[0], answer?: string): GateAnswer => ({
    ok: false,
    text: mcpRefusalText(refusal, name, answer) ?? refusalText(refusal, name, gate.mode, gate.source, skill.class),
  });
  const d = decideGate({
    skillClass: skill.class,
    mode: gate.mode,
    confirmed: gate.yes,
    approvers: gate.approvers,
    // Only a yes is asked for; approvers are named when the server starts.
    interactive: elicit && skill.class === 'mutating',
  });
  if (d.kind === 'allow') return { ok: true };
  if (d.kind === 'refuse') return refuse(d.refusal);
  if (d.kind === 'ask-approver') return refuse('approvers-missing');
  // A form with no fields, sent through the request's own channel so the client ties it to this call.
  try {
    const answer = await ctx.mcpReq.send(
      { method: 'elicitation/create', params: { message: confirmMessage(name, skill.class, args), requestedSchema: { type: 'object', properties: {} } } },
      { timeout: ELICIT_TIMEOUT_MS, signal: ctx.mcpReq.signal },
    );
    return answer.action === 'accept' ? { ok: true } : refuse('declined', answer.action);
  } catch (e) {
    // No answer (the client failed the request, or it timed out): not a yes.
    return refuse('declined', `no answer: ${e instanceof Error ? e.message : String(e)}`);
  }
}
