// What `test` found, as data, and its text and JSON renderings.
import type { Paint } from '../io/color.js';
import type { Failure } from '../golden/evaluate.js';

export type CaseStatus = 'pass' | 'fail' | 'refused' | 'updated';

export interface CaseReport {
  name: string;
  line: number;
  column: number;
  status: CaseStatus;
  ms: number;
  failures: Failure[];
  diff?: string;
  /** Why the case did not run (the gate's refusal, the skill not loading). */
  note?: string;
}

export interface FileProblem {
  line: number;
  column: number;
  message: string;
}

export interface FileReport {
  file: string;
  skill?: string;
  cases: CaseReport[];
  problems: FileProblem[];
}

export interface TestTotals {
  passed: number;
  failed: number;
  refused: number;
  updated: number;
  badFiles: number;
  ms: number;
}

export interface TestReport {
  files: FileReport[];
  totals: TestTotals;
}

export function totals(files: FileReport[], ms: number): TestTotals {
  const count = (s: CaseStatus): number => files.reduce((n, f) => n + f.cases.filter((c) => c.status === s).length, 0);
  return { passed: count('pass'), failed: count('fail'), refused: count('refused'), updated: count('updated'), badFiles: files.filter((f) => f.problems.length > 0).length, ms };
}

const MARK: Record<CaseStatus, string> = { pass: '✓', fail: '✗', refused: '-', updated: '↻' };
const indent = (s: string, by: string): string => s.replace(/\n$/, '').split('\n').map((l) => by + l).join('\n');

export function formatTestText(report: TestReport, paint: Paint): string {
  const out: string[] = [];
  for (const f of report.files) {
    out.push(paint.bold(f.file) + (f.skill ? paint.dim(`  (${f.skill})`) : ''));
    for (const p of f.problems) out.push(`${f.file}:${p.line}:${p.column}  ${paint.red('error')}  ${p.message}`);
    for (const c of f.cases) {
      const mark = c.status === 'pass' ? paint.green(MARK.pass) : c.status === 'fail' ? paint.red(MARK.fail) : paint.yellow(MARK[c.status]);
      out.push(`  ${mark} ${c.name}${paint.dim(` (${Math.round(c.ms)} ms)`)}${c.status === 'updated' ? paint.dim('  expectation recorded') : ''}`);
      if (c.note) out.push(indent(c.note, '      '));
      for (const x of c.failures) out.push(`      ${c.line}:${c.column}  ${x.what}${x.pointer ? ` ${x.pointer}` : ''}: ${x.message}`);
      if (c.diff) out.push(indent(colourDiff(c.diff, paint), '      '));
    }
  }
  out.push('', summaryLine(report.totals));
  return out.join('\n') + '\n';
}

function colourDiff(diff: string, paint: Paint): string {
  return diff
    .split('\n')
    .map((l) => (l.startsWith('-') ? paint.red(l) : l.startsWith('+') ? paint.green(l) : l))
    .join('\n');
}

export function summaryLine(t: TestTotals): string {
  const parts = [`${t.passed} passed`, `${t.failed} failed`];
  if (t.refused) parts.push(`${t.refused} refused by the permission gate`);
  if (t.updated) parts.push(`${t.updated} updated`);
  if (t.badFiles) parts.push(`${t.badFiles} bad test file${t.badFiles === 1 ? '' : 's'}`);
  return `${parts.join(', ')} (${(t.ms / 1000).toFixed(2)} s)`;
}

export function formatTestJson(report: TestReport): string {
  return JSON.stringify(report, null, 2) + '\n';
}
