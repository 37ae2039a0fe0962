// "Did you mean" for a skill name nobody registered: several candidates,
// unlike suggest.ts's single best match for manifest keys.
import { editDistance } from '../suggest.js';
import { compareBytes } from '../go/bytes.js';

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
