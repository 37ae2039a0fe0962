import type { BStr } from './bytes.js';

/** encoding/json's folded key: ASCII upper-cased; only U+017F (long s) and U+212A (Kelvin) share a simple-fold orbit
 * with an ASCII letter, so only they can match. */
export function foldKey(key: BStr): string {
  if (!/[\x80-\xff]/.test(key)) return key.toUpperCase();
  return key
    .replaceAll('\xc5\xbf', 'S')
    .replaceAll('\xe2\x84\xaa', 'K')
    .replace(/[a-z]+/g, (m) => m.toUpperCase());
}
