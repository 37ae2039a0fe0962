// One golden case: the gate (never prompting: a test run is not a conversation), the checks before start and the call
// exactly as `run` makes it, then the verdict against `expect`.
import { fromBStr, toBStr } from '../../go/bytes.js';
import { rawEnv } from '../../session/raw-process.js';
import { evaluate, type Observed } from '../../golden/evaluate.js';
import type { TestCase } from '../../golden/test-file.js';
import type { Skill } from '../../loader/loader.js';
import { type CallPlace, callSkill, prepareCall } from '../../runner/call.js';
import { decideGate } from '../../runner/gate.js';
import { findBreak } from '../../runner/skill-args.js';
import { AGENT_CALL_CAP_MS, envelope } from '../../views/envelope.js';
import { refusalText, schemaIssuesText } from '../../runner/messages.js';
import { unifiedDiff } from '../../format/line-diff.js';
import type { CaseReport, CaseStatus } from '../../format/test-report.js';
import type { GateMode } from '../run/gate.js';
import { agentRefusedNote, argsNotJson, schemaUnusableNote } from './messages.js';

export interface CaseSettings {
  gate: GateMode;
  yes: boolean;
  approvers: string[];
  interrupt: AbortSignal;
  /** Run in the manager's container (`--target manager-image`). */
  place?: (skill: Skill) => CallPlace;
}

/** A case's report but where it sits in its file, which the run does not know. */
export interface CaseRun extends Omit<CaseReport, 'name' | 'line' | 'column'> {
  observed?: Observed;
}

const NS_PER_S = 1e9;

export async function runCase(skill: Skill, c: TestCase, args: Buffer, expectSrc: string, s: CaseSettings): Promise<CaseRun> {
  const key = fromBStr(skill.name);
  const t0 = performance.now();
  const done = (status: CaseStatus, extra: Partial<CaseRun>): CaseRun => ({ status, ms: performance.now() - t0, failures: [], ...extra });
  const d = decideGate({ skillClass: skill.class, mode: s.gate.mode, confirmed: s.yes, approvers: s.approvers, interactive: false });
  if (d.kind === 'refuse') return done('refused', { note: refusalText(d.refusal, key, s.gate.mode, s.gate.source, skill.class) });

  const prepared = await prepareCall(skill, args, c.as);
  let observed: Observed;
  if (prepared.kind === 'ready') {
    const caseEnv = Object.entries(c.env).map(([k, v]) => [toBStr(k), toBStr(v)] as const);
    const place = s.place?.(skill);
    const call = await callSkill({
      skill,
      stdin: prepared.stdin,
      env: new Map([...rawEnv(), ...caseEnv]),
      // A case's env is set where the skill runs: in the container, over the image's.
      place: place && { ...place, env: new Map([...place.env, ...caseEnv]) },
      timeoutNs: c.timeoutSeconds !== undefined ? BigInt(Math.round(c.timeoutSeconds * NS_PER_S)) : undefined,
      capMs: c.as === 'llm' ? AGENT_CALL_CAP_MS : undefined,
      interrupt: s.interrupt,
    });
    const { outcome, facts } = call;
    const reply = c.as === 'direct' ? (outcome.ok ? outcome.stdout : undefined) : envelope(c.as, outcome.ok ? outcome : { ok: false, error: outcome.error });
    observed = outcome.ok
      ? { ok: true, stdout: outcome.stdout, reply, stderr: facts.stderr, elapsedMs: facts.elapsedMs }
      : { ok: false, error: outcome.error, reply, stderr: facts.stderr, elapsedMs: facts.elapsedMs };
  } else if (prepared.kind === 'manager-error') {
    const reply = c.as === 'direct' ? undefined : envelope(c.as, { ok: false, error: prepared.error });
    observed = { ok: false, error: prepared.error, reply, stderr: Buffer.alloc(0), elapsedMs: 0 };
  } else {
    return done('fail', { note: notRunNote(prepared, key, args) });
  }
  const verdict = await evaluate(c.expect, expectSrc, observed, s.interrupt);
  const diff = verdict.diff ? unifiedDiff(verdict.diff.expected + '\n', verdict.diff.got + '\n', 'expected', 'got') : undefined;
  return done(verdict.failures.length ? 'fail' : 'pass', { failures: verdict.failures, diff, observed });
}

function notRunNote(p: Exclude<Awaited<ReturnType<typeof prepareCall>>, { kind: 'ready' | 'manager-error' }>, key: string, args: Buffer): string {
  if (p.kind === 'schema-invalid') return schemaIssuesText(key, p.issues);
  if (p.kind === 'schema-unusable') return schemaUnusableNote(p.reason);
  if (p.kind === 'agent-refused') return agentRefusedNote(p.error);
  const where = p.where ?? findBreak(args);
  return argsNotJson(where ? `${where.message} at line ${where.line}, column ${where.column}` : 'blank');
}
