// "Did you mean": the closest known word by edit distance after folding case and dropping `-`/`_`; several close names
// for an unknown skill; the parser's line under an unknown option or command.
import { compareBytes } from './go/bytes.js';

export function editDistance(a: string, b: string): number {
  let prev = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    prev = row;
  }
  return prev[b.length];
}

const fold = (s: string): string => s.toLowerCase().replace(/[-_\s]/g, '');

/** The candidate closest to `word`, if it is close enough to be a likely typo. */
export function closest<T extends string>(word: string, candidates: readonly T[], aliases: Readonly<Record<string, T>> = {}): T | undefined {
  const w = fold(word);
  if (w in aliases) return aliases[w];
  let best: T | undefined;
  let bestDistance = Infinity;
  for (const c of candidates) {
    const d = editDistance(w, fold(c));
    if (d < bestDistance) {
      best = c;
      bestDistance = d;
    }
  }
  const allowed = Math.max(1, Math.floor(Math.min(w.length, best?.length ?? 0) / 4));
  return bestDistance <= allowed ? best : undefined;
}

/** Up to `max` names close to `wanted`: small edit distance, or one contains the other. */
export function closestNames(wanted: string, names: readonly string[], max = 3): string[] {
  const limit = Math.max(2, Math.floor(wanted.length / 3));
  return names
    .map((name) => ({ name, d: editDistance(wanted, name) }))
    .filter(({ name, d }) => d <= limit || (wanted.length >= 3 && (name.includes(wanted) || wanted.includes(name))))
    .sort((x, y) => x.d - y.d || compareBytes(x.name, y.name))
    .slice(0, max)
    .map(({ name }) => name);
}

/** "(Did you mean ...?)" under an unknown option or command: at most two edits and under 60% of the longer word; a long
 * option's `--` not counted. */
export function suggestSimilar(word: string, candidates: readonly string[]): string {
  const dashes = word.startsWith('--') ? '--' : '';
  const bare = word.slice(dashes.length);
  let best: string[] = [];
  let bestDistance = 3;
  for (const c of new Set(candidates.map((n) => n.slice(dashes.length)))) {
    if (c.length <= 1) continue;
    const d = editDistance(bare, c);
    const longest = Math.max(bare.length, c.length);
    if ((longest - d) / longest <= 0.4) continue;
    if (d < bestDistance) {
      bestDistance = d;
      best = [c];
    } else if (d === bestDistance) best.push(c);
  }
  const names = best.sort((a, b) => a.localeCompare(b)).map((c) => dashes + c);
  if (names.length > 1) return `\n(Did you mean one of ${names.join(', ')}?)`;
  return names.length === 1 ? `\n(Did you mean ${names[0]}?)` : '';
}
