// What `validate` itself says on stderr besides the manager's lines.
import type { BaselineOutcome } from './baseline.js';

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export function baselineWritten(file: string, n: number): string {
  return `note: wrote ${plural(n, 'finding')} to the baseline ${file}\n`;
}

/** One line for what the baseline held back, then one per stale entry. */
export function baselineSummary(file: string, outcome: BaselineOutcome): string {
  let out = `note: baseline ${file}: ${plural(outcome.suppressed, 'known finding')} not reported`;
  if (outcome.stale.length > 0) out += `; ${plural(outcome.stale.length, 'stale entry', 'stale entries')} (fixed, or their content changed: run --update-baseline to drop them)`;
  out += '\n';
  for (const e of outcome.stale) out += `note: stale baseline entry: ${e.file} [${e.rule}] ${e.fingerprint}\n`;
  return out;
}

export function nothingToCheck(paths: string[]): string {
  return `nothing to check in ${paths.join(', ')}: no skill.json, SKILL.md, persona or pack found`;
}

export const NOTHING_TO_CHECK_HINT = 'check the path (a mistyped one must not pass CI); pass --allow-empty if an empty tree is fine';

export function reportUnwritable(file: string, reason: string): string {
  return `cannot write the report to ${file}: ${reason}`;
}
