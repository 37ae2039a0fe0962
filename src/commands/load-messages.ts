// Prose of the shared loading step (load-context.ts, load-print.ts).

export function relativeDirNote(given: string, absolute: string): string {
  return `note: ${JSON.stringify(given)} is relative; using ${absolute} (the manager itself needs an absolute path and skips a relative one)`;
}

export function hiddenLinesNote(count: number): string {
  return `note: ${count} more loader line${count === 1 ? '' : 's'} about other skills not shown (--verbose shows every line)`;
}
