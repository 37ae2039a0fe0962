// The permission gate's side of `run` (docs/commands/run.md): where the mode comes from, then decide
// (runner/gate.ts), ask on the terminal when a person is needed, and decide again with the answers.
import type { SkillClass } from '../../loader/build.js';
import type { Config } from '../../session/config.js';
import { UsageError } from '../../errors.js';
import { type PermissionMode, type Refusal, chooseMode, decideGate, distinctApprovers } from '../../runner/gate.js';
import { type ModeSource } from '../../runner/messages.js';
import { approverQuestion, confirmQuestion, personaProblem } from './messages.js';

export interface GateFlags {
  permissionMode?: PermissionMode;
  persona?: string;
  yes?: boolean;
  approver?: string[];
}

export interface GateMode {
  mode: PermissionMode;
  source: ModeSource;
}

export async function permissionMode(flag: PermissionMode | undefined, personaFile: string | undefined, config: Config): Promise<GateMode> {
  let persona: PermissionMode | undefined;
  if (personaFile !== undefined) {
    // The persona parser `validate` uses (docs/ecosystems.md#personas); lazily, it loads yaml.
    const { readPersona } = await import('../../ecosystems/persona-doc.js');
    const read = readPersona(personaFile);
    const [first] = read.errors;
    if (first) throw new UsageError(personaProblem(personaFile, `line ${first.line}: ${first.message}`), 'ongrid-skills validate shows every problem in the file');
    persona = read.persona?.permissionMode;
  }
  const mode = chooseMode(flag, persona, config.permissionMode);
  const source: ModeSource = flag ? 'flag' : persona ? 'persona' : config.permissionMode ? 'config' : 'default';
  return { mode, source };
}

export interface GateRequest {
  name: string;
  skillClass: SkillClass;
  mode: PermissionMode;
  yes: boolean;
  approvers: string[];
  /** The bytes the skill gets on stdin, shown in the questions. */
  sent?: Buffer;
  /** Set when a person can answer prompts; resolves to the trimmed answer. */
  ask?: (question: string) => Promise<string>;
}

export async function passGate(req: GateRequest): Promise<{ ok: true } | { ok: false; refusal: Refusal }> {
  let confirmed = req.yes;
  const approvers = [...req.approvers];
  for (;;) {
    const d = decideGate({ skillClass: req.skillClass, mode: req.mode, confirmed, approvers, interactive: req.ask !== undefined });
    if (d.kind === 'allow') return { ok: true };
    if (d.kind === 'refuse') return { ok: false, refusal: d.refusal };
    if (d.kind === 'ask-confirm') {
      if (!/^y(es)?$/i.test(await req.ask!(confirmQuestion(req.name, req.skillClass, req.sent)))) return { ok: false, refusal: 'declined' };
      confirmed = true;
      continue;
    }
    const answer = await req.ask!(approverQuestion(req.name, d.have.length + 1, d.have.length === 0 ? req.sent : undefined));
    if (answer === '') return { ok: false, refusal: 'declined' };
    approvers.push(answer);
    if (distinctApprovers(approvers).length === d.have.length) return { ok: false, refusal: 'approvers-same' };
  }
}
