// Our gate for authors running skills by hand, since the manager enforces no class or mode
// (docs/manager.md#classes-and-personas, docs/commands/run.md). Pure: it returns what to do; the command prompts.
import type { SkillClass } from '../loader/build.js';
import type { PermissionMode } from '../ecosystems/permission-modes.js';
export type { PermissionMode };
export const DEFAULT_PERMISSION_MODE: PermissionMode = 'mutating-with-confirm';
export const APPROVERS_NEEDED = 2;

export interface GateInput {
  skillClass: SkillClass;
  mode: PermissionMode;
  /** --yes, or a yes typed at the prompt. */
  confirmed: boolean;
  /** Names from --approver and the prompts, as given. */
  approvers: readonly string[];
  /** A person is at a terminal to answer prompts. */
  interactive: boolean;
}

export type Refusal =
  | 'mutating-read-only' // mutating under read-only
  | 'dangerous-mode' // dangerous outside dual-sign-required
  | 'not-confirmed' // mutating, no --yes and nobody to ask
  | 'approvers-missing' // dangerous, fewer than two distinct approvers and nobody to ask
  | 'approvers-same' // two approvers given, but the same person
  | 'declined'; // the person at the prompt said no

export type GateDecision =
  | { kind: 'allow' }
  | { kind: 'ask-confirm' }
  | { kind: 'ask-approver'; have: string[] }
  | { kind: 'refuse'; refusal: Refusal };

/** Approver names that count: trimmed, blanks dropped, one per person (case-insensitive). */
export function distinctApprovers(names: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const raw of names) {
    const name = raw.trim();
    const key = name.toLowerCase();
    if (name !== '' && !seen.has(key)) seen.set(key, name);
  }
  return [...seen.values()];
}

export function decideGate(g: GateInput): GateDecision {
  if (g.skillClass === 'safe') return { kind: 'allow' };
  if (g.skillClass === 'mutating') {
    if (g.mode === 'read-only') return { kind: 'refuse', refusal: 'mutating-read-only' };
    if (g.confirmed) return { kind: 'allow' };
    return g.interactive ? { kind: 'ask-confirm' } : { kind: 'refuse', refusal: 'not-confirmed' };
  }
  if (g.mode !== 'dual-sign-required') return { kind: 'refuse', refusal: 'dangerous-mode' };
  const have = distinctApprovers(g.approvers);
  if (have.length >= APPROVERS_NEEDED) return { kind: 'allow' };
  const given = g.approvers.filter((a) => a.trim() !== '').length;
  if (g.interactive) return { kind: 'ask-approver', have };
  return { kind: 'refuse', refusal: given >= APPROVERS_NEEDED ? 'approvers-same' : 'approvers-missing' };
}

/** Where the mode comes from, first that applies: flag, persona, config, default. */
export function chooseMode(flag?: PermissionMode, persona?: PermissionMode, config?: PermissionMode): PermissionMode {
  return flag ?? persona ?? config ?? DEFAULT_PERMISSION_MODE;
}
