// `test --reporter junit`: JUnit XML as CI systems read it (the JUnit 4 XSD's shape): a <testsuite> per file, a
// <testcase> per case (classname: the skill), <failure> with the diff, <skipped> for a gate refusal, <error> for a bad file.
import type { TestReport } from './test-report.js';

/** XML 1.0 text: the five entities, and characters XML cannot hold dropped. */
export function xmlText(s: string): string {
  return s
    .replace(/[^\t\n\r\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu, '')
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&apos;');
}

const secs = (ms: number): string => (ms / 1000).toFixed(3);

export function formatTestJunit(report: TestReport): string {
  const t = report.totals;
  const out = ['<?xml version="1.0" encoding="UTF-8"?>'];
  const all = t.passed + t.failed + t.refused + t.updated + t.badFiles;
  out.push(`<testsuites name="ongrid-skills test" tests="${all}" failures="${t.failed}" errors="${t.badFiles}" skipped="${t.refused}" time="${secs(t.ms)}">`);
  for (const f of report.files) {
    const failures = f.cases.filter((c) => c.status === 'fail').length;
    const skipped = f.cases.filter((c) => c.status === 'refused').length;
    const time = f.cases.reduce((n, c) => n + c.ms, 0);
    const errors = f.problems.length > 0 ? 1 : 0;
    out.push(`  <testsuite name="${xmlText(f.file)}" tests="${f.cases.length + errors}" failures="${failures}" errors="${errors}" skipped="${skipped}" time="${secs(time)}">`);
    if (errors) {
      const text = f.problems.map((p) => `${f.file}:${p.line}:${p.column}: ${p.message}`).join('\n');
      out.push(`    <testcase name="${xmlText(f.file)}" classname="${xmlText(f.skill ?? f.file)}" time="0.000">`);
      out.push(`      <error message="${xmlText(f.problems[0].message)}" type="bad-test-file">${xmlText(text)}</error>`);
      out.push('    </testcase>');
    }
    for (const c of f.cases) {
      const open = `    <testcase name="${xmlText(c.name)}" classname="${xmlText(f.skill ?? f.file)}" file="${xmlText(f.file)}" line="${c.line}" time="${secs(c.ms)}"`;
      if (c.status === 'pass' || c.status === 'updated') {
        out.push(open + '/>');
        continue;
      }
      out.push(open + '>');
      if (c.status === 'refused') out.push(`      <skipped message="${xmlText(c.note ?? 'refused by the permission gate')}"/>`);
      else {
        const message = c.failures[0]?.message ?? c.note ?? 'failed';
        const body = [c.note, ...c.failures.map((x) => `${x.what}${x.pointer ? ' ' + x.pointer : ''}: ${x.message}`), c.diff].filter((s) => s).join('\n');
        out.push(`      <failure message="${xmlText(message)}" type="${xmlText(c.failures[0]?.what ?? 'case')}">${xmlText(body)}</failure>`);
      }
      out.push('    </testcase>');
    }
    out.push('  </testsuite>');
  }
  out.push('</testsuites>');
  return out.join('\n') + '\n';
}
