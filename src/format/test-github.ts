// `test --reporter github`: annotations at the case's line in the test file (or a bad file's problem), then the summary.
import { escapeData, escapeProperty } from './github.js';
import { type TestReport, summaryLine } from './test-report.js';

export function formatTestGithub(report: TestReport): string {
  let out = '';
  const annotate = (level: string, file: string, line: number, col: number, title: string, message: string): void => {
    out += `::${level} file=${escapeProperty(file)},line=${line},col=${col},title=${escapeProperty(title)}::${escapeData(message)}\n`;
  };
  for (const f of report.files) {
    for (const p of f.problems) annotate('error', f.file, p.line, p.column, 'ongrid-skills test: bad test file', p.message);
    for (const c of f.cases) {
      if (c.status === 'refused') annotate('warning', f.file, c.line, c.column, `ongrid-skills test: ${c.name}`, c.note ?? 'refused');
      if (c.status !== 'fail') continue;
      const body = [c.note, ...c.failures.map((x) => `${x.what}${x.pointer ? ' ' + x.pointer : ''}: ${x.message}`), c.diff].filter((s) => s).join('\n');
      annotate('error', f.file, c.line, c.column, `ongrid-skills test: ${c.name}`, body);
    }
  }
  return out + summaryLine(report.totals) + '\n';
}
