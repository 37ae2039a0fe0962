import type { BaselineOutcome } from './baseline.js';
import type { FixPlan, FixSkipped, FixVerdict } from '../../lint/fix/fix-plan.js';
import type { FixOutcome } from './fix.js';
import { fromBStr } from '../../go/bytes.js';
import { plural } from '../../words.js';

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

type Located = { file: string; line: number; column: number; rule: string };
const at = (d: Located): string => `${d.file}:${d.line}:${d.column}`;

/** One line per fix not made: those the engine or the write refused, then those the rule could not make. */
function notFixedLines(verdicts: readonly FixVerdict[], skipped: readonly FixSkipped[]): string {
  const not = [...verdicts.flatMap((v) => (v.applied ? [] : [{ diagnostic: v.item.diagnostic, reason: v.reason }])), ...skipped];
  return not.map((n) => `note: not fixed: ${at(n.diagnostic)}  [${n.diagnostic.rule}] ${n.reason}\n`).join('');
}

/** After --fix: one line per fix made, one per fix that could not be made, then the count of what is left. */
export function fixReport(outcome: FixOutcome, left: number): string {
  let out = '';
  for (const v of outcome.fixed) out += `fixed: ${at(v.item.diagnostic)}  ${v.item.fix.summary}  [${v.item.diagnostic.rule}]\n`;
  out += notFixedLines(outcome.notFixed, outcome.validation.skipped);
  const n = outcome.fixed.length;
  out += `note: --fix: ${n === 0 ? 'nothing to fix' : `fixed ${plural(n, 'problem')} in ${plural(outcome.files, 'file')}`}; ${plural(left, 'problem')} left${left > 0 ? ' (below)' : ''}\n`;
  return out;
}

/** After --fix-dry-run: what the diff holds, and what it could not. */
const octal = (mode: number): string => (mode & 0o7777).toString(8).padStart(4, '0');

export function dryRunReport(plan: FixPlan, skipped: readonly FixSkipped[]): string {
  const n = plan.verdicts.filter((v) => v.applied).length;
  const waiting = plan.verdicts.some((v) => !v.applied && v.reason.includes('run --fix again'));
  let out = notFixedLines(plan.verdicts, skipped);
  for (const f of plan.files) if (f.checked?.directory && f.mode) out += `note: --fix would chmod the folder ${fromBStr(f.path)} from ${octal(f.mode.from)} to ${octal(f.mode.to)} (a patch cannot carry it)\n`;
  out += `note: --fix-dry-run: ${n === 0 ? 'nothing to fix' : `--fix would fix ${plural(n, 'problem')} in ${plural(plan.files.length, 'file')} (the diff on stdout)`}${waiting ? ', then more in a further pass' : ''}; nothing written\n`;
  return out;
}
