// `validate --format json` (a contract, docs/commands/validate.md): diagnostics, counts, and `documents` with the
// ecosystem picked for each and why (`by`: flag, config, container, keys or default).
import type { ValidateReport } from './formatters.js';
import { stringifyDeep } from './stringify.js';

export function formatJson(report: ValidateReport): string {
  const { errorCount, warningCount, infoCount } = report.counts;
  const diagnostics = report.diagnostics.map((d) => ({
    rule: d.rule,
    severity: d.severity,
    file: d.file,
    line: d.line,
    column: d.column,
    pointer: d.pointer,
    message: d.message,
    args: d.args,
    ...(d.beyond ? { beyond: true } : {}),
  }));
  const documents = (report.documents ?? []).map((d) => ({ file: d.file, kind: d.kind, ecosystem: d.pick.ecosystem, by: d.pick.by, reason: d.pick.reason }));
  return stringifyDeep({ diagnostics, errorCount, warningCount, infoCount, documents }) + '\n';
}
