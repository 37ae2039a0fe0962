// Plain aligned columns; the last column is not padded.

/** Show control characters visibly so one row stays one line. */
export function cell(text: string): string {
  return text.replace(/[\x00-\x1f\x7f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

export function renderTable(header: string[], rows: string[][], bold: (s: string) => string = (s) => s): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  const out = [bold(line(header))];
  for (const row of rows) out.push(line(row));
  return out.join('\n') + '\n';
}
