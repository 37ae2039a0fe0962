// What `run` says besides the manager's lines and the skill's output: args problems, the gate, notes, status line.
import { q, plural, size } from '../../words.js';

export function argsFileUnreadable(file: string, reason: string): string {
  return `cannot read args file ${file}: ${reason}`;
}

export function argsBreakLine(source: string, b: { message: string; offset: number; line: number; column: number }): string {
  return `args (${source}) are not valid JSON: ${b.message}, at byte ${b.offset} (line ${b.line}, column ${b.column})`;
}

export function timeoutInvalid(value: string): string {
  return `--timeout needs a positive number of seconds, not ${q(value)}`;
}

export function personaProblem(file: string, problem: string): string {
  return `persona ${file}: ${problem}`;
}

export interface UnknownSkill {
  name: string;
  registered: number;
  closest: string[];
  rejected: boolean;
  builtin: boolean;
}

export function unknownSkillText(u: UnknownSkill): string {
  if (u.builtin) return `${q(u.name)} is one of the manager's built-in skills, not a skill.json skill; run executes skill.json skills only`;
  if (u.rejected) return `skill ${q(u.name)} did not register: the loader rejected it (see its "skill loader:" line above)`;
  const mean = u.closest.length > 0 ? `; did you mean ${u.closest.map(q).join(', ')}?` : '';
  return `no skill named ${q(u.name)} is registered (${plural(u.registered, 'skill')} loaded)${mean}`;
}

export const UNKNOWN_SKILL_HINT = 'ongrid-skills scan lists what registers, and why the rest does not';

const SHOWN_ARGS = 400;

/** The args about to be sent, on one line (cut past 400 characters; control characters escaped). */
export function argsLine(sent: Buffer | undefined): string {
  if (sent === undefined) return '';
  const text = sent.toString('utf8').replace(/[\x00-\x1f\x7f\u2028\u2029]/g, (c) => (c === '\n' ? ' ' : `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`));
  const shown = text.length > SHOWN_ARGS ? `${text.slice(0, SHOWN_ARGS)}... (${sent.length} bytes)` : text;
  return `args: ${shown}\n`;
}

export function confirmQuestion(name: string, skillClass: string, sent?: Buffer): string {
  return `${argsLine(sent)}${q(name)} is a ${skillClass} skill and may change state. Run it with these args? [y/N] `;
}

export function approverQuestion(name: string, n: number, sent?: Buffer): string {
  return `${argsLine(sent)}${q(name)} is a dangerous skill and needs two different approvers. Approver ${n} of 2 (name, empty to stop): `;
}

/** The entry resolves elsewhere now than at load (`now` undefined: not at all). */
export function entryChangedNote(name: string, before: string, now: string | undefined): string {
  const after = now === undefined ? 'now it does not resolve' : `now to ${now}`;
  return `note: the entry of ${q(name)} changed after it was loaded: it resolved to ${before}, ${after}; nothing was started (the manager resolves it once, at boot, and would judge it anew at its next boot)`;
}

export function entryChangedError(name: string): string {
  return `error: the entry of ${q(name)} changed after it was loaded; run it again to load it anew`;
}

export const PROMPT_INTERRUPTED = 'interrupted at the prompt; nothing was started';

const strays = (pids: number[]): string => `${pids.length === 1 ? 'process' : `${pids.length} processes`} ${pids.join(', ')}`;

export type RunNote =
  | { kind: 'stdout-dropped'; seen: number }
  | { kind: 'stderr-cut'; seen: number }
  | { kind: 'group-killed' }
  | { kind: 'group-left' }
  | { kind: 'strays-killed'; pids: number[] }
  | { kind: 'strays-left'; pids: number[] }
  | { kind: 'wait-delay' }
  | { kind: 'signal'; signal: string }
  | { kind: 'no-shebang'; entry: string; empty: boolean }
  | { kind: 'missing-interpreter'; entry: string }
  | { kind: 'agent-cap' }
  | { kind: 'agent-hidden'; skillClass: string }
  | { kind: 'agent-no-tool' };

export function runNoteText(n: RunNote): string {
  switch (n.kind) {
    case 'stdout-dropped':
      return `note: the skill wrote ${n.seen} bytes to stdout; the manager keeps the first 16 MiB (16777216 bytes) and drops the rest`;
    case 'stderr-cut':
      return `note: the skill wrote ${n.seen} bytes to stderr; the manager keeps only the first 16 KiB, so the tail it quotes is not the real end`;
    case 'group-killed':
      return 'note: processes the skill started were still running after it ended; killed them (the manager leaves them running; --leave-running does the same)';
    case 'group-left':
      return 'note: processes the skill started are still running (left running, as the manager does)';
    case 'strays-killed':
      return `note: ${strays(n.pids)} the skill started outside its process group (setsid or setpgid) ${n.pids.length === 1 ? 'was' : 'were'} still running after it ended; killed (the manager leaves them running and never kills them, not even at the timeout; --leave-running does the same)`;
    case 'strays-left':
      return `note: ${strays(n.pids)} the skill started outside its process group (setsid or setpgid) ${n.pids.length === 1 ? 'is' : 'are'} still running (left running, as the manager does)`;
    case 'wait-delay':
      return 'note: the skill exited, but a process it started kept stdout or stderr open; the manager waits 1 s for them (exec WaitDelay), then fails the call';
    case 'signal':
      return `note: the skill was killed by ${n.signal}; the manager reports that as exit -1`;
    case 'no-shebang':
      return n.empty
        ? `hint: ${n.entry} is empty; the kernel cannot execute it and the manager does not fall back to /bin/sh`
        : `hint: ${n.entry} has no "#!" line and is not a binary; the manager does not fall back to /bin/sh: start it with "#!/bin/sh" (or your interpreter)`;
    case 'missing-interpreter':
      return `hint: the interpreter named on the "#!" line of ${n.entry} does not exist on this machine (nor, most likely, in the manager's image)`;
    case 'agent-cap':
      return 'note: the legacy agent kernel stops every tool call after 15 s, whatever timeout_seconds says; its error still names timeout_seconds';
    case 'agent-hidden':
      return `note: the agent never sees ${n.skillClass} skills (only safe ones become agent tools); this is what a safe skill would hand the model`;
    case 'agent-no-tool':
      return 'note: the schema is not a JSON object, so the manager drops this agent tool; the model can never call it';
  }
}

export interface RunStatus {
  name: string;
  ok: boolean;
  elapsedMs: number;
  exitCode: number | null;
  timedOut: boolean;
  resultBytes: number;
}

export function runStatusLine(s: RunStatus): string {
  const how = s.timedOut ? 'killed at the deadline' : s.exitCode === null ? 'did not start' : `exit ${s.exitCode}`;
  return `${s.name}: ${s.ok ? 'ok' : 'failed'} in ${(s.elapsedMs / 1000).toFixed(2)} s, ${how}, stdout ${size(s.resultBytes)}`;
}

export function argsOverCap(source: string, cap: string): string {
  return `args (${source}) are over ${cap}, the most run reads (the shipped nginx in front of the manager's API refuses larger requests); nothing was started`;
}
