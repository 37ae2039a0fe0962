// What `run` says on stderr around the child, and a writer that keeps our lines whole after the child's own stderr.
import { statSync } from 'node:fs';
import { isatty } from '../../io/isatty.js';
import { BUILTIN_SKILLS } from '../../loader/builtins.js';
import { type BStr, escapedBytes, fromBStr, fsPath } from '../../go/bytes.js';
import { closestNames } from '../../suggest.js';
import { UsageError } from '../../errors.js';
import type { LoadResult, Skill } from '../../loader/loader.js';
import { type RunFacts, type RunOutcome, STDERR_CAP, STDOUT_CAP } from '../../runner/run-outcome.js';
import type { ArgsPath } from '../../runner/skill-args.js';
import { paintFor } from '../../io/color.js';
import { writeErr, writeErrRaw } from '../../io/write.js';
import { type RunNote, UNKNOWN_SKILL_HINT, runNoteText, runStatusLine, unknownSkillText } from './messages.js';

/** Our stderr lines always start a line, even after a child's unterminated output. */
export class ErrSink {
  private atLineStart = true;

  child(chunk: Buffer): void {
    if (chunk.length === 0) return;
    writeErrRaw(chunk);
    this.atLineStart = chunk[chunk.length - 1] === 0x0a;
  }

  /** On one terminal, a result without a final newline would run into our next line. */
  afterStdout(out: Buffer): void {
    if (out.length > 0 && out[out.length - 1] !== 0x0a && isatty(1) && isatty(2)) this.atLineStart = false;
  }

  /** One line; `bytes` when `text` is a byte string (the manager's texts). */
  line(text: string, bytes = false): void {
    const s = (this.atLineStart ? '' : '\n') + text + '\n';
    writeErr(bytes ? Buffer.from(s, 'latin1') : s);
    this.atLineStart = true;
  }
}

export function findSkill(loaded: LoadResult, name: string, builtins: boolean): Skill {
  const key: BStr = escapedBytes(name); // the name's bytes as typed, even if not UTF-8
  const skill = loaded.skills.find((s) => s.name === key);
  if (skill) return skill;
  const registered = loaded.skills.map((s) => fromBStr(s.name));
  const rejected = loaded.manifests.some((m) => (m.status === 'build-error' || m.status === 'duplicate') && m.name === key);
  const text = unknownSkillText({
    name,
    registered: registered.length,
    closest: closestNames(name, registered),
    rejected,
    builtin: builtins && BUILTIN_SKILLS.includes(name),
  });
  throw new UsageError(text, UNKNOWN_SKILL_HINT);
}

function schemaIsObject(schema: BStr | undefined): boolean {
  if (schema === undefined) return true;
  try {
    const v: unknown = JSON.parse(fromBStr(schema));
    return v === null || (typeof v === 'object' && !Array.isArray(v));
  } catch {
    return false;
  }
}

function isEmptyFile(path: BStr): boolean {
  try {
    return statSync(fsPath(path)).size === 0;
  } catch {
    return false;
  }
}

/** Notes for the author, printed before the manager's error (which stays last). */
export function afterRunNotes(
  skill: Skill,
  path: ArgsPath,
  facts: RunFacts,
  outcome: RunOutcome,
  agentCapped: boolean,
  leaveRunning?: boolean,
): string[] {
  const notes: RunNote[] = [];
  const entry = fromBStr(skill.entry);
  if (path === 'llm' && skill.class !== 'safe') notes.push({ kind: 'agent-hidden', skillClass: skill.class });
  if (path === 'llm' && !schemaIsObject(skill.schema)) notes.push({ kind: 'agent-no-tool' });
  if (facts.stdoutSeen > STDOUT_CAP) notes.push({ kind: 'stdout-dropped', seen: facts.stdoutSeen });
  if (!outcome.ok && outcome.kind !== 'timeout' && facts.stderrSeen > STDERR_CAP) notes.push({ kind: 'stderr-cut', seen: facts.stderrSeen });
  if (outcome.kind === 'exit' && facts.signal) notes.push({ kind: 'signal', signal: facts.signal });
  if (outcome.kind === 'wait-delay') notes.push({ kind: 'wait-delay' });
  if (outcome.kind === 'start' && !facts.start.ok) {
    if (facts.start.code === 'ENOEXEC') notes.push({ kind: 'no-shebang', entry, empty: isEmptyFile(skill.entry) });
    if (facts.start.code === 'ENOENT') notes.push({ kind: 'missing-interpreter', entry });
  }
  if (outcome.kind === 'timeout' && agentCapped) notes.push({ kind: 'agent-cap' });
  if (facts.groupSurvived) notes.push({ kind: leaveRunning ? 'group-left' : 'group-killed' });
  if (facts.strays.length > 0) notes.push({ kind: leaveRunning ? 'strays-left' : 'strays-killed', pids: facts.strays });
  return notes.map(runNoteText);
}

export async function statusLine(name: string, facts: RunFacts, outcome: RunOutcome, color?: boolean): Promise<string> {
  const paint = await paintFor(process.stderr, color);
  const line = runStatusLine({
    name,
    ok: outcome.ok,
    elapsedMs: facts.elapsedMs,
    exitCode: facts.start.ok ? facts.exitCode : null,
    timedOut: outcome.kind === 'timeout',
    resultBytes: facts.stdout.length,
  });
  return outcome.ok ? paint.green(line) : paint.red(line);
}
