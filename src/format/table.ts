// Plain aligned columns; the last column is not padded.
import { type PieceSink, Pieces } from '../go/pieces.js';

export function cell(text: string): string {
  return text.replace(/[\x00-\x1f\x7f\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/** A description's first line, cut to `width` characters for a table column. */
export function firstLine(text: string, width: number): string {
  const line = text.trim().split('\n')[0];
  return line.length > width ? line.slice(0, width - 1) + '…' : line;
}

export function renderTable(header: string[], rows: string[][], bold: (s: string) => string = (s) => s): string {
  const out = new Pieces();
  renderTableTo(header, rows, bold, out);
  return out.join();
}

/** renderTable's text, given to `out` a line at a time (scan streams it: io/out-stream.ts). */
export function renderTableTo(header: string[], rows: string[][], bold: (s: string) => string, out: PieceSink): void {
  // A loop, not Math.max(...rows): a spread of 200,000 rows overflows the stack.
  const widths = header.map((h) => h.length);
  for (const r of rows) for (let i = 0; i < widths.length; i++) widths[i] = Math.max(widths[i], r[i].length);
  const line = (cells: string[]): string =>
    cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]))).join('  ');
  out.push(bold(line(header)) + '\n');
  for (const row of rows) out.push(line(row) + '\n');
}
