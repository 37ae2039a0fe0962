// `validate --format text`: one line per diagnostic,
// `file:line:col  severity  message  [rule-id]`, files in groups separated
// by a blank line, then the summary line. Colour only via `paint`.
import type { Severity } from '../lint/rule.js';
import type { Paint } from '../io/color.js';
import { validateSummary } from '../messages.js';
import type { ValidateReport } from './formatters.js';

const LABEL: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'info' };

export function formatText(report: ValidateReport, paint: Paint): string {
  const tone: Record<Severity, (s: string) => string> = { error: paint.red, warning: paint.yellow, info: paint.dim };
  const width = Math.max(0, ...report.diagnostics.map((d) => LABEL[d.severity].length));
  let out = '';
  let last: string | undefined;
  for (const d of report.diagnostics) {
    if (last !== undefined && d.file !== last) out += '\n';
    last = d.file;
    const label = tone[d.severity](LABEL[d.severity].padEnd(width));
    out += `${paint.bold(`${d.file}:${d.line}:${d.column}`)}  ${label}  ${d.message}  ${paint.dim(`[${d.rule}]`)}\n`;
  }
  const { counts } = report;
  const summary = validateSummary(counts, report.checked, report.warningLimit);
  const color = counts.errorCount > 0 ? paint.red : counts.warningCount > 0 ? paint.yellow : paint.green;
  return `${out}${out ? '\n' : ''}${color(summary)}\n`;
}
