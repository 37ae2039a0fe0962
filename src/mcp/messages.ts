// What `mcp` says to the model, the user and stderr; the manager's own errors come from runner/run-outcome.ts.
import type { SkillClass } from '../loader/build.js';
import type { Refusal } from '../runner/gate.js';
import { q } from '../words.js';

/** Appended to a mutating or dangerous tool's description under --all. */
export function classNote(skillClass: SkillClass): string {
  return skillClass === 'dangerous'
    ? '\n\nClass: dangerous. The manager never offers it to a model; this server runs it only when started with --permission-mode dual-sign-required and two --approver names.'
    : '\n\nClass: mutating. The manager never offers it to a model; this server asks the user before each call.';
}

export function unknownToolText(name: string, all: boolean, hiddenClass?: string): string {
  if (hiddenClass !== undefined && !all) return `unknown tool ${q(name)}: it is a ${hiddenClass} skill, which the manager never offers a model; start the server with --all to offer it`;
  return `unknown tool ${q(name)}`;
}

/** The entry resolves elsewhere than at the load: nothing started; the manager's build line when it would now refuse the skill. */
export function entryChangedText(name: string, before: string, now: string | undefined, managerLine: string | undefined): string {
  const after = now === undefined ? 'now it does not resolve' : `now to ${now}`;
  const why = managerLine ?? 'restart the server to load it anew';
  return `refused: the entry of ${q(name)} changed after the server loaded it: it resolved to ${before}, ${after}; nothing was started; ${why}`;
}

export function confirmMessage(name: string, skillClass: SkillClass, args: string): string {
  return `${q(name)} is a ${skillClass} skill and may change state. Run it with these args?\n${args}`;
}

/** A refusal as the model reads it (the flags are the server's: the user restarts it with them); undefined: `run`'s words fit. */
export function mcpRefusalText(refusal: Refusal, name: string, answer?: string): string | undefined {
  switch (refusal) {
    case 'not-confirmed':
      return `refused: ${q(name)} is a mutating skill and needs a yes, and this client cannot ask the user (no elicitation capability); start the server with --yes to run mutating skills without asking`;
    case 'approvers-missing':
      return `refused: ${q(name)} is a dangerous skill and needs two different approvers; start the server with --permission-mode dual-sign-required --approver NAME --approver NAME`;
    case 'declined':
      return `refused: the user did not confirm ${q(name)} (${answer ?? 'declined'}); nothing was started`;
    default:
      return undefined;
  }
}

export const ELICIT_TIMEOUT_MS = 10 * 60_000;

export function serverReadyText(tools: number, all: boolean): string {
  return `ongrid-skills mcp: serving ${tools} tool${tools === 1 ? '' : 's'}${all ? ' (--all: every class)' : ' (safe skills only, as the manager offers a model)'} on stdio`;
}

export function reloadedText(tools: number): string {
  return `ongrid-skills mcp: reloaded, ${tools} tool${tools === 1 ? '' : 's'}; sent notifications/tools/list_changed`;
}
