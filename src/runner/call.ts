// One call of a loaded skill as the manager makes it (docs/manager.md#running-a-skill), shared by `run` and `test`:
// the entry's stat checks and the args (prepareCall), then the child and the verdict (callSkill). Data in, data out.
import { checkArgsSchema, type SchemaIssue } from './args-schema.js';
import type { BStr } from '../go/bytes.js';
import type { StackOut } from '../schema/nesting.js';
import type { GoEnv } from '../go/environ.js';
import { type ChildEnv, childEnv } from './child-env.js';
import { entryProblem } from './entry-check.js';
import type { Skill } from '../loader/loader.js';
import { type RunFacts, type RunOutcome, effectiveTimeout, runOutcome } from './run-outcome.js';
import { type Wrap, runSkillProcess } from './runner.js';
import { type ArgsPath, type JsonBreak, prepareArgs } from './skill-args.js';

export type Prepared =
  /** `unchecked`: why our schema check could not finish (the call goes on, as the manager's does). */
  | { kind: 'ready'; stdin: Buffer; unchecked?: StackOut }
  /** The manager refuses before starting (entry is a folder, not executable, missing). */
  | { kind: 'manager-error'; error: BStr }
  | { kind: 'args-invalid'; where?: JsonBreak }
  /** The agent bridge could not decode the args into its map. */
  | { kind: 'agent-refused'; error: string }
  | { kind: 'schema-invalid'; issues: SchemaIssue[] }
  | { kind: 'schema-unusable'; reason: string };

/** The checks before anything starts, in the manager's order, then our schema check (unless `validateArgs` is false). */
export async function prepareCall(skill: Skill, args: Buffer, path: ArgsPath, validateArgs = true): Promise<Prepared> {
  const problem = entryProblem(skill.entry);
  if (problem !== undefined) return { kind: 'manager-error', error: problem };
  const prepared = prepareArgs(args, path);
  if (!prepared.ok) {
    return 'agentPath' in prepared ? { kind: 'agent-refused', error: prepared.error } : { kind: 'args-invalid', where: prepared.where };
  }
  if (!validateArgs) return { kind: 'ready', stdin: prepared.stdin };
  const check = await checkArgsSchema(skill.schema, prepared.stdin);
  if (check.kind === 'unusable') return { kind: 'schema-unusable', reason: check.reason };
  if (check.kind === 'invalid') return { kind: 'schema-invalid', issues: check.issues };
  if (check.kind === 'unchecked') return { kind: 'ready', stdin: prepared.stdin, unchecked: check.reason };
  return { kind: 'ready', stdin: prepared.stdin };
}

export interface CallRequest {
  skill: Skill;
  stdin: Buffer;
  /** The caller's raw environment; only the skill's env_allow names reach the child. */
  env: GoEnv;
  /** Replaces the manifest's timeout (nanoseconds). */
  timeoutNs?: bigint;
  /** A per-call cap below the timeout (the legacy agent kernel's 15 s). */
  capMs?: number;
  onStderr?: (chunk: Buffer) => void;
  interrupt?: AbortSignal;
  leaveRunning?: boolean;
  /** Run it elsewhere (the manager's container): its environment, the entry's path there, and how to start it. */
  place?: CallPlace;
}

export interface CallPlace {
  /** The environment there, which env_allow filters (in place of `env`). */
  env: GoEnv;
  /** The entry's path there, as the manager's errors name it. */
  entry: BStr;
  wrap(env: ChildEnv): Wrap;
}

export interface Call {
  facts: RunFacts;
  /** The manager's verdict; meaningless when facts.interrupted. */
  outcome: RunOutcome;
  timeoutNs: bigint;
  /** The cap, not the timeout, ended or would end the call. */
  capped: boolean;
}

export async function callSkill(req: CallRequest): Promise<Call> {
  const timeoutNs = effectiveTimeout(req.timeoutNs ?? req.skill.timeoutNanos);
  const deadlineMs = Number(timeoutNs / 1_000_000n);
  const capped = req.capMs !== undefined && deadlineMs > req.capMs;
  const env = childEnv(req.skill.envAllow, req.place?.env ?? req.env);
  const facts = await runSkillProcess({
    entry: req.skill.entry,
    env,
    wrap: req.place?.wrap(env),
    stdin: req.stdin,
    deadlineMs: capped ? req.capMs! : deadlineMs,
    onStderr: req.onStderr,
    interrupt: req.interrupt,
    leaveRunning: req.leaveRunning,
  });
  return { facts, outcome: runOutcome(req.skill.name, req.place?.entry ?? req.skill.entry, timeoutNs, facts), timeoutNs, capped };
}
