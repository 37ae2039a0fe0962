// A unified diff of two texts by longest common subsequence, for `test` and `validate --fix-dry-run`; texts beyond
// MAX_CELLS of table fall back to one big hunk.
const MAX_CELLS = 4_000_000;

type Op = { kind: ' ' | '-' | '+'; line: string; a: number; b: number };

function ops(a: string[], b: string[]): Op[] {
  const n = a.length;
  const m = b.length;
  if (n * m > MAX_CELLS) {
    return [...a.map((line, i) => ({ kind: '-' as const, line, a: i, b: 0 })), ...b.map((line, j) => ({ kind: '+' as const, line, a: n, b: j }))];
  }
  // lcs[i][j]: length of the LCS of a[i..] and b[j..], in one flat table.
  const w = m + 1;
  const lcs = new Uint32Array((n + 1) * w);
  for (let i = n - 1; i >= 0; i--) {
    for (let j = m - 1; j >= 0; j--) lcs[i * w + j] = a[i] === b[j] ? lcs[(i + 1) * w + j + 1] + 1 : Math.max(lcs[(i + 1) * w + j], lcs[i * w + j + 1]);
  }
  const out: Op[] = [];
  let i = 0;
  let j = 0;
  while (i < n || j < m) {
    if (i < n && j < m && a[i] === b[j]) out.push({ kind: ' ', line: a[i], a: i++, b: j++ });
    else if (i < n && (j === m || lcs[(i + 1) * w + j] >= lcs[i * w + j + 1])) out.push({ kind: '-', line: a[i], a: i++, b: j });
    else out.push({ kind: '+', line: b[j], a: i, b: j++ });
  }
  return out;
}

/** Marks a last line without its newline: it then differs from the same text with one, as it does for patch tools. */
const NO_NEWLINE = '\uffff';

function splitLines(s: string): string[] {
  const lines = s.split('\n');
  if (lines.at(-1) === '') lines.pop();
  else lines[lines.length - 1] += NO_NEWLINE;
  return lines;
}

/** `--- labelA` / `+++ labelB` and @@ hunks with `context` lines around each change; '' when equal. */
export function unifiedDiff(a: string, b: string, labelA: string, labelB: string, context = 3): string {
  if (a === b) return '';
  const all = ops(splitLines(a), splitLines(b));
  const changed = all.map((o, k) => (o.kind !== ' ' ? k : -1)).filter((k) => k >= 0);
  const hunks: Array<[number, number]> = [];
  for (const k of changed) {
    const lo = Math.max(0, k - context);
    const hi = Math.min(all.length - 1, k + context);
    const last = hunks.at(-1);
    if (last && lo <= last[1] + 1) last[1] = hi;
    else hunks.push([lo, hi]);
  }
  const out = [`--- ${labelA}`, `+++ ${labelB}`];
  for (const [lo, hi] of hunks) {
    const part = all.slice(lo, hi + 1);
    const aCount = part.filter((o) => o.kind !== '+').length;
    const bCount = part.filter((o) => o.kind !== '-').length;
    const aStart = part[0].a + (aCount ? 1 : 0);
    const bStart = part[0].b + (bCount ? 1 : 0);
    out.push(`@@ -${aStart},${aCount} +${bStart},${bCount} @@`);
    for (const o of part) {
      if (!o.line.endsWith(NO_NEWLINE)) out.push(o.kind + o.line);
      else out.push(o.kind + o.line.slice(0, -1), '\\ No newline at end of file');
    }
  }
  return out.join('\n') + '\n';
}
