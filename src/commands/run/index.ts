// `run <name>`: load like the manager, then execute one skill as SubprocessSkill.Execute does
// (docs/manager.md#running-a-skill). stdout: the result or envelope; stderr: loader lines, the child's stderr live, notes, the manager's error last.
import { isatty } from '../../io/isatty.js';
import { type BStr, fromBStr, toBStr } from '../../go/bytes.js';
import { rawEnv } from '../../session/raw-process.js';
import { AGENT_CALL_CAP_MS, envelope } from '../../views/envelope.js';
import { EXIT, UsageError } from '../../errors.js';
import { goIndent } from '../../go/gocompact.js';
import { LOADER_PREFIX, type Skill } from '../../loader/loader.js';
import { type EntryDrift, entryDrift } from '../../runner/entry-recheck.js';
import { type Call, type CallPlace, callSkill, prepareCall } from '../../runner/call.js';
import { untilInterrupted } from '../../runner/interrupts.js';
import { hasChildAddon } from '../../runner/child-addon.js';
import { type ArgsPath, INVALID_PARAMS } from '../../runner/skill-args.js';
import { writeOut } from '../../io/write.js';
import { SCHEMA_UNUSABLE_HINT, agentArgsRefused, argsUncheckedNote, interruptedText, refusalText, schemaIssuesText, schemaUnusable } from '../../runner/messages.js';
import { PROMPT_INTERRUPTED, argsBreakLine, entryChangedError, entryChangedNote, timeoutInvalid } from './messages.js';
import { type SessionFlags, openSession } from '../../session/load-session.js';
import { sayConfig } from '../config-notice.js';
import { type GateFlags, type GateMode, passGate, permissionMode } from './gate.js';
import { type ArgsSource, type Prompter, PromptInterrupted, canPrompt, readArgs, terminalPrompter } from './input.js';
import { ErrSink, afterRunNotes, findSkill, statusLine } from './report.js';
import { printLoad } from '../load-print.js';
import type { TargetName } from '../../target/targets.js';


export interface RunFlags extends SessionFlags, GateFlags {
  args?: string;
  timeout?: string;
  as?: ArgsPath;
  pretty?: boolean;
  validateArgs?: boolean;
  leaveRunning?: boolean;
  color?: boolean;
  verbose?: boolean;
  /** Not even the count of the other loader lines. */
  quiet?: boolean;
  /** Where it runs: this machine (default) or the manager's container (docs/target.md). */
  target?: TargetName;
  /** The cache folder `target build --dir` made. */
  targetDir?: string;
  /** Give the sandbox the network (the manager's container has it; off by default). */
  network?: boolean;
  /** Run it in this image with docker or podman instead. */
  image?: string;
}

const NS_PER_S = 1_000_000_000;

function parseTimeout(value: string | undefined): bigint | undefined {
  if (value === undefined) return undefined;
  const seconds = Number(value);
  // A Go time.Duration holds at most 2^63-1 ns (about 292 years).
  if (value.trim() === '' || !Number.isFinite(seconds) || seconds <= 0 || seconds * NS_PER_S >= 2 ** 63) {
    throw new UsageError(timeoutInvalid(value));
  }
  return BigInt(Math.round(seconds * NS_PER_S));
}

export async function runCommand(name: string, flags: RunFlags): Promise<number> {
  // Loaded first, so io/isatty.ts answers from it rather than loading node:tty.
  hasChildAddon();
  const override = parseTimeout(flags.timeout);
  const path: ArgsPath = flags.as ?? 'direct';
  const ctx = await openSession([], flags);
  sayConfig(ctx);
  const loaded = ctx.load;
  await printLoad(ctx, flags.verbose ? { kind: 'all' } : { kind: 'skill', name, count: !flags.quiet }, flags.quiet);
  const skill = findSkill(loaded, name, ctx.builtins);
  const gateMode = await permissionMode(flags.permissionMode, flags.persona, ctx.config);
  const place = await placeOf(skill, flags);
  const args = await readArgs(flags.args);
  const err = new ErrSink();

  const stdin = await checkBeforeStart(skill, args, path, flags, err);
  if (typeof stdin === 'number') return stdin;
  const refused = await gate(skill, gateMode, args, stdin, flags, err);
  if (refused !== undefined) return refused;
  // After the gate, which may have waited minutes for a person: what runs is what was checked.
  const drift = entryDrift(skill);
  if (drift) return entryChanged(skill, drift, path, err);

  const call = await untilInterrupted(new AbortController(), (interrupt) =>
    callSkill({
      skill,
      stdin,
      env: rawEnv(),
      timeoutNs: override,
      capMs: path === 'llm' ? AGENT_CALL_CAP_MS : undefined,
      onStderr: (chunk) => err.child(chunk),
      interrupt,
      leaveRunning: flags.leaveRunning,
      place,
    }),
  );
  if (call.facts.interrupted) {
    err.line(interruptedText(fromBStr(skill.name)));
    return EXIT.interrupted;
  }
  return report(skill, path, flags, call, err);
}

/** Where the call runs when not here: an image with docker or podman, or the manager's container with bwrap (loaded only then). */
async function placeOf(skill: Skill, flags: RunFlags): Promise<CallPlace | undefined> {
  if (flags.image) return (await import('../../target/image-place.js')).imagePlace(skill, flags.image, flags.network);
  if (flags.target !== 'manager-image') return undefined;
  return (await import('../../target/place.js')).managerPlace(skill, { dir: flags.targetDir, network: flags.network });
}

/** docs/manager.md#running-a-skill: the entry's stat checks, then the args; then our schema check. The child's stdin, or an exit code. */
async function checkBeforeStart(skill: Skill, args: ArgsSource, path: ArgsPath, flags: RunFlags, err: ErrSink): Promise<Buffer | number> {
  const prepared = await prepareCall(skill, args.bytes, path, flags.validateArgs !== false);
  const key = fromBStr(skill.name);
  switch (prepared.kind) {
    case 'ready':
      if (prepared.unchecked) err.line(argsUncheckedNote(key, prepared.unchecked));
      return prepared.stdin;
    case 'manager-error':
      return managerFailure(prepared.error, path, err);
    case 'agent-refused':
      throw new UsageError(agentArgsRefused(prepared.error));
    case 'args-invalid':
      if (prepared.where) err.line(argsBreakLine(args.label, prepared.where));
      err.line(INVALID_PARAMS);
      return EXIT.usage;
    case 'schema-unusable':
      throw new UsageError(schemaUnusable(key, prepared.reason), SCHEMA_UNUSABLE_HINT);
    case 'schema-invalid':
      err.line(schemaIssuesText(key, prepared.issues));
      return EXIT.usage;
  }
}

/** The permission gate, with prompts when a person is at the terminal; an exit code when the run must not go on. */
async function gate(skill: Skill, gateMode: GateMode, args: ArgsSource, stdin: Buffer, flags: RunFlags, err: ErrSink): Promise<number | undefined> {
  const key = fromBStr(skill.name);
  let prompter: Prompter | undefined;
  const ask = canPrompt(args) ? async (q: string) => (prompter ??= await terminalPrompter()).ask(q) : undefined;
  try {
    const verdict = await passGate({ name: key, skillClass: skill.class, mode: gateMode.mode, yes: Boolean(flags.yes), approvers: flags.approver ?? [], ask, sent: stdin });
    if (verdict.ok) return undefined;
    err.line(refusalText(verdict.refusal, key, gateMode.mode, gateMode.source, skill.class));
    return EXIT.refused;
  } catch (e) {
    if (!(e instanceof PromptInterrupted)) throw e;
    err.line(PROMPT_INTERRUPTED);
    return EXIT.interrupted;
  } finally {
    prompter?.close();
  }
}


/** The entry changed since the load: nothing starts; the manager's build line when it would now refuse the skill. */
function entryChanged(skill: Skill, drift: EntryDrift, path: ArgsPath, err: ErrSink): number {
  const name = fromBStr(skill.name);
  err.line(entryChangedNote(name, fromBStr(skill.entry), drift.now === undefined ? undefined : fromBStr(drift.now)));
  if (drift.managerError === undefined) return managerFailure(toBStr(entryChangedError(name)), path, err);
  return managerFailure(`${LOADER_PREFIX}build ${skill.name} (${skill.manifestPath}): ${drift.managerError}`, path, err);
}

/** A manager error before anything started: the envelope on stdout when asked, the error as the last line. */
function managerFailure(error: BStr, path: ArgsPath, err: ErrSink): number {
  if (path !== 'direct') writeOut(envelope(path, { ok: false, error }));
  err.line(error, true);
  return EXIT.failed;
}

async function report(skill: Skill, path: ArgsPath, flags: RunFlags, call: Call, err: ErrSink): Promise<number> {
  const { facts, outcome } = call;
  const out = path !== 'direct' ? envelope(path, outcome.ok ? outcome : { ok: false, error: outcome.error }) : outcome.ok ? outcome.stdout : undefined;
  if (out !== undefined && out.length > 0) {
    const shown = flags.pretty ? goIndent(out) : out;
    writeOut(shown);
    err.afterStdout(shown);
  }
  for (const note of afterRunNotes(skill, path, facts, outcome, call.capped, flags.leaveRunning)) err.line(note);
  if (isatty(2)) err.line(await statusLine(fromBStr(skill.name), facts, outcome, flags.color));
  if (!outcome.ok) err.line(outcome.error, true);
  return outcome.ok ? EXIT.ok : EXIT.failed;
}
