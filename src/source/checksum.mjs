// 64-bit FNV-1a of a file's bytes, in two 32-bit lanes (JavaScript has no
// 64-bit integer multiply short of BigInt, which is slower). Plain JS so that
// scripts/build-addon.mjs, which writes the addon's record, and
// src/source/addon.ts, which checks it, share one implementation. It is a
// checksum, not a signature: it tells a truncated or foreign file from the
// one the build wrote, without loading node:crypto on every `run`; it does
// not stand against someone who can write into the installed package.

/** FNV-1a 64 of `bytes` as 16 hex digits. */
export function fnv1a64(bytes) {
  // Offset basis 0xcbf29ce484222325; the prime 0x100000001b3 is 2^40 + 0x1b3.
  let hi = 0xcbf29ce4;
  let lo = 0x84222325;
  for (let i = 0; i < bytes.length; i++) {
    lo ^= bytes[i];
    // (hi·2^32 + lo)·(2^40 + 0x1b3) mod 2^64: lo·0x1b3 is exact in a double (< 2^41).
    const low = (lo >>> 0) * 0x1b3;
    hi = (Math.imul(hi, 0x1b3) + (lo << 8) + Math.floor(low / 0x100000000)) | 0;
    lo = low | 0;
  }
  return (hi >>> 0).toString(16).padStart(8, '0') + (lo >>> 0).toString(16).padStart(8, '0');
}
