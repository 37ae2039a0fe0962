// Does a pattern take quadratic time on a near match, each start rescanning the rest? The two forms, top-level
// branches only: docs/internals.md#regex-heuristics.
import { type CharSet, type Item, overlap, parseRegex } from './regex-backtrack.js';

export type QuadraticForm = 'unanchored' | 'adjacent';

const charSet = (it: Item): CharSet | undefined => (it.atom.kind === 'char' ? it.atom.set : undefined);

function unanchoredRun(branch: Item[]): boolean {
  const first = branch.findIndex((it) => it.max === Infinity && charSet(it) !== undefined);
  return first >= 0 && branch.slice(first + 1).some((it) => it.min >= 1);
}

function adjacentRuns(branch: Item[]): boolean {
  for (let i = 0; i < branch.length; i++) {
    const a = charSet(branch[i]!);
    if (!a || branch[i]!.max !== Infinity) continue;
    for (let j = i + 1; j < branch.length && branch[j]!.min === 0; j++) {
      const b = charSet(branch[j]!);
      if (b && branch[j]!.max === Infinity && overlap(a, b)) return true;
    }
    const next = branch.slice(i + 1).find((it) => it.min > 0);
    const b = next && charSet(next);
    if (next && b && next.max === Infinity && overlap(a, b)) return true;
  }
  return false;
}

/** The quadratic form the pattern has, if any (patterns are compiled without the `m` flag). */
export function quadraticForm(pattern: string): QuadraticForm | undefined {
  const top = parseRegex(pattern);
  if (!top) return undefined;
  const anchored = top.length === 1 && pattern.startsWith('^');
  if (top.some(adjacentRuns)) return 'adjacent';
  if (!anchored && top.some(unanchoredRun)) return 'unanchored';
  return undefined;
}
