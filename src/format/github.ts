// `validate --format github`: workflow commands, so each diagnostic is an annotation on its file and line
// (https://docs.github.com/actions/reference/workflow-commands-for-github-actions).
import type { Severity } from '../lint/rule.js';
import { validateSummary } from './text.js';
import type { ValidateReport } from './formatters.js';

const COMMAND: Record<Severity, string> = { error: 'error', warning: 'warning', info: 'notice' };

export const escapeData = (s: string): string => s.replaceAll('%', '%25').replaceAll('\r', '%0D').replaceAll('\n', '%0A');
export const escapeProperty = (s: string): string => escapeData(s).replaceAll(':', '%3A').replaceAll(',', '%2C');

export function formatGithub(report: ValidateReport): string {
  let out = '';
  for (const d of report.diagnostics) {
    const props = `file=${escapeProperty(d.file)},line=${d.line},col=${d.column},title=${escapeProperty(`ongrid-skills ${d.rule}`)}`;
    out += `::${COMMAND[d.severity]} ${props}::${escapeData(d.message)}\n`;
  }
  return out + validateSummary(report.counts, report.checked, report.warningLimit) + '\n';
}
