// Code points in a string, as `[...s].length` gives, without an array of one string per character (gigabytes on a huge description).

/** Code points in `s`; an unpaired surrogate counts as one, as `[...s]` does. */
export function charCount(s: string): number {
  if (!/[\ud800-\udbff]/.test(s)) return s.length;
  let n = s.length;
  for (let i = 0; i < s.length - 1; i++) {
    const c = s.charCodeAt(i);
    if (c < 0xd800 || c > 0xdbff) continue;
    const d = s.charCodeAt(i + 1);
    if (d >= 0xdc00 && d <= 0xdfff) {
      n--;
      i++;
    }
  }
  return n;
}

/** Code points of a valid UTF-8 byte string (every decoded JSON string is), counted in place from the bytes that
 * start a character, with no decoded copy. */
export function utf8CharCount(b: string): number {
  let n = b.length;
  for (let i = 0; i < b.length; i++) {
    const c = b.charCodeAt(i);
    if (c >= 0x80 && c <= 0xbf) n--;
  }
  return n;
}
