// What a call says when it does not start (args check, agent refusal, gate, interrupt), for every caller of the runner.
import { q, plural } from '../words.js';
import type { StackOut } from '../schema/nesting.js';

export function agentArgsRefused(reason: string): string {
  return `the agent path cannot pass these args: ${reason} (the bridge decodes them into a JSON object)`;
}

export function schemaIssuesText(name: string, issues: Array<{ pointer: string; message: string }>): string {
  const head = `args do not match the schema of ${q(name)} (${plural(issues.length, 'problem')}); nothing was started`;
  return [head, ...issues.map((i) => `  ${i.pointer === '' ? '(the args)' : i.pointer}: ${i.message}`)].join('\n');
}

export function schemaUnusable(name: string, reason: string): string {
  return `cannot check the args: the schema of ${q(name)} is ${reason}`;
}

export function argsUncheckedNote(name: string, out: StackOut): string {
  const why =
    out.cause === 'schema' ? `it is nested ${out.depth} deep, more than the check (ajv) can follow`
    : out.cause === 'value' ? `the args are nested ${out.depth} deep, more than the check (ajv) can follow against it`
    : 'it refers back to itself without going into the args (like {"$ref":"#"}), so the check never ends';
  return `note: the args were not checked against the schema of ${q(name)}: ${why}; the manager never checks args, so the skill runs`;
}

export const SCHEMA_UNUSABLE_HINT = 'fix the schema (ongrid-skills validate points at it) or pass --no-validate-args to run without the check';

export type ModeSource = 'flag' | 'persona' | 'config' | 'default';

const MODE_FROM: Record<ModeSource, string> = {
  flag: '--permission-mode',
  persona: 'the persona',
  config: 'the config file',
  default: 'the default',
};

export function refusalText(refusal: string, name: string, mode: string, source: ModeSource, skillClass: string): string {
  const from = `the permission mode ${mode} (from ${MODE_FROM[source]})`;
  switch (refusal) {
    case 'mutating-read-only':
      return `refused: ${q(name)} is a mutating skill, and ${from} allows only safe skills; --permission-mode mutating-with-confirm with --yes would allow it`;
    case 'dangerous-mode':
      return `refused: ${q(name)} is a dangerous skill, and ${from} does not allow those; --permission-mode dual-sign-required with two different --approver names would (the manager's REST API refuses dangerous skills always)`;
    case 'not-confirmed':
      return `refused: ${q(name)} is a mutating skill and needs a yes; pass --yes, or run it on a terminal to be asked`;
    case 'approvers-missing':
      return `refused: ${q(name)} is a dangerous skill and needs two different approvers; pass --approver NAME twice, or run it on a terminal to be asked`;
    case 'approvers-same':
      return `refused: ${q(name)} needs two different approvers, and both names are the same person; name a second approver with --approver`;
    default:
      return skillClass === 'dangerous'
        ? `refused: ${q(name)} was not approved; two different approver names (at the prompts, or --approver twice) would allow it`
        : `refused: ${q(name)} was not confirmed; answering "y" at the prompt, or passing --yes, would allow it`;
  }
}

export function interruptedText(name: string): string {
  return `interrupted: killed the process group of ${q(name)}; nothing of it is left running`;
}
