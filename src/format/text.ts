// `validate --format text`: `file:line:col  severity  message  [rule-id]` per diagnostic, files in groups, then the
// summary line. Colour only via `paint`.
import type { Severity } from '../lint/rule.js';
import type { Checked } from '../lint/validate.js';
import type { Paint } from '../io/color.js';
import type { ValidateReport } from './formatters.js';
import { plural } from '../words.js';

const BREAK = /[\n\r]/;
/** One diagnostic is one line: a line break in a file name or message (a folder named so) is shown as \x0a, \x0d. */
const oneLine = (s: string): string => (BREAK.test(s) ? s.replace(/[\n\r]/g, (c) => (c === '\n' ? '\\x0a' : '\\x0d')) : s);

const LABEL: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'info' };

export function formatText(report: ValidateReport, paint: Paint): string {
  const tone: Record<Severity, (s: string) => string> = { error: paint.red, warning: paint.yellow, info: paint.dim };
  // A fold, not a spread: 130,000 diagnostics must not become 130,000 call arguments.
  const width = report.diagnostics.reduce((most, d) => Math.max(most, LABEL[d.severity].length), 0);
  let out = '';
  let last: string | undefined;
  for (const d of report.diagnostics) {
    if (last !== undefined && d.file !== last) out += '\n';
    last = d.file;
    const label = tone[d.severity](LABEL[d.severity].padEnd(width));
    out += `${paint.bold(`${oneLine(d.file)}:${d.line}:${d.column}`)}  ${label}  ${oneLine(d.message)}  ${paint.dim(`[${d.rule}]`)}\n`;
  }
  const { counts } = report;
  const summary = validateSummary(counts, report.checked, report.warningLimit);
  const color = counts.errorCount > 0 ? paint.red : counts.warningCount > 0 ? paint.yellow : paint.green;
  return `${out}${out ? '\n' : ''}${color(summary)}\n`;
}

/** What a validate run looked at: "3 skill.json files, 2 SKILL.md files and 1 persona" (or agent, of another ecosystem). */
function checkedText(c: Checked): string {
  const parts = [plural(c.manifests, 'skill.json file')];
  if (c.skills > 0) parts.push(plural(c.skills, 'SKILL.md file'));
  if (c.personas > 0) parts.push(plural(c.personas, 'persona'));
  if (c.agents > 0) parts.push(plural(c.agents, 'agent'));
  if (c.commands > 0) parts.push(plural(c.commands, 'command file'));
  if (c.packs > 0) parts.push(plural(c.packs, 'pack'));
  if (c.marketplaces > 0) parts.push(plural(c.marketplaces, 'marketplace'));
  if (c.manifests === 0 && parts.length > 1) parts.shift();
  return parts.length === 1 ? parts[0] : `${parts.slice(0, -1).join(', ')} and ${parts[parts.length - 1]}`;
}

export function validateSummary(
  c: { errorCount: number; warningCount: number; infoCount: number },
  checked: Checked,
  limit?: { strict: boolean; max?: number },
): string {
  const files = checkedText(checked);
  const nothing = checked.manifests + checked.skills + checked.personas + checked.agents + checked.commands + checked.packs + checked.marketplaces === 0;
  const problems = c.errorCount + c.warningCount;
  let line =
    problems === 0
      ? nothing
        ? 'no skill.json files found'
        : `no problems in ${files}`
      : `${plural(problems, 'problem')} (${plural(c.errorCount, 'error')}, ${plural(c.warningCount, 'warning')}) in ${files}`;
  if (c.infoCount > 0) line += `; ${plural(c.infoCount, 'note')}`;
  if (c.errorCount === 0 && c.warningCount > 0 && limit) {
    if (limit.strict) line += '; warnings fail the run (--strict)';
    else if (limit.max !== undefined && c.warningCount > limit.max) line += `; more than --max-warnings ${limit.max}`;
  }
  return line;
}
