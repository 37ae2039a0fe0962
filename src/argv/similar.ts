// The "(Did you mean ...?)" under an unknown option or command: the
// candidates fewest edits away, at most two edits and closer than 60% of
// the longer word apart; for a long option the `--` is not counted.
import { editDistance } from '../suggest.js';

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
