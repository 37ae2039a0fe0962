// encoding/base64's StdEncoding.DecodeString, stricter than Node's decoder (docs/internals.md#go-emulation).
const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const DECODE = new Int16Array(256).fill(-1);
for (let i = 0; i < ALPHABET.length; i++) DECODE[ALPHABET.charCodeAt(i)] = i;

const PAD = 0x3d;
const isNewline = (b: number): boolean => b === 0x0a || b === 0x0d;

export type Base64Result = { ok: true; bytes: Buffer } | { ok: false; offset: number; message: string };

const corrupt = (offset: number): Base64Result => ({ ok: false, offset, message: `illegal base64 data at input byte ${offset}` });

/** One quantum from `si`: the next index, the sextets read, and an error offset if any. */
function quantum(src: Buffer, si: number): { si: number; sextets: number[]; error?: number } {
  const sextets: number[] = [];
  while (sextets.length < 4) {
    if (si === src.length) {
      if (sextets.length === 0) return { si, sextets };
      return { si, sextets, error: si - sextets.length };
    }
    const b = src[si++];
    if (DECODE[b] >= 0) {
      sextets.push(DECODE[b]);
      continue;
    }
    if (isNewline(b)) continue;
    if (b !== PAD || sextets.length < 2) return { si, sextets, error: si - 1 };
    if (sextets.length === 2) {
      // "==" is expected; newlines may sit between the two.
      while (si < src.length && isNewline(src[si])) si++;
      if (si === src.length) return { si, sextets, error: src.length };
      if (src[si] !== PAD) return { si, sextets, error: si - 1 };
      si++;
    }
    while (si < src.length && isNewline(src[si])) si++;
    return si < src.length ? { si, sextets, error: si } : { si, sextets };
  }
  return { si, sextets };
}

export function goBase64Decode(input: Buffer | string): Base64Result {
  const src = typeof input === 'string' ? Buffer.from(input, 'latin1') : input;
  const out: number[] = [];
  let si = 0;
  while (si < src.length) {
    const q = quantum(src, si);
    if (q.error !== undefined) return corrupt(q.error);
    const [a = 0, b = 0, c = 0, d = 0] = q.sextets;
    const val = (a << 18) | (b << 12) | (c << 6) | d;
    out.push(...[(val >> 16) & 0xff, (val >> 8) & 0xff, val & 0xff].slice(0, Math.max(0, q.sextets.length - 1)));
    si = q.si;
    if (q.sextets.length < 4) break;
  }
  return { ok: true, bytes: Buffer.from(out) };
}
