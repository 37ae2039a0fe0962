// The addon's checksum: two FNV-1a-style lanes (xor a 32-bit word in, then
// multiply by an odd constant with Math.imul) over the file's words in this
// platform's byte order, the build and the loader being the same platform.
// Plain JS so that scripts/build-addon.mjs, which writes the record, and
// src/platform/addon.ts, which checks it, share one implementation. It tells a
// truncated or foreign file from the one the build wrote (each step is a
// bijection, so any one changed word changes the sum) at a small part of
// what loading node:crypto for a sha256 costs a start; it is not tamper-proofing.

/** The checksum of `bytes` as 16 hex digits. */
export function checksum(bytes) {
  // A Int32Array view needs a 4-byte aligned offset; a file read whole has one.
  const data = bytes.byteOffset % 4 === 0 ? bytes : bytes.slice();
  const n = data.length >> 2;
  const words = new Int32Array(data.buffer, data.byteOffset, n);
  let a = -2128831035; // FNV-1a 32's offset basis
  let b = 84696351;
  let i = 0;
  // Four words a turn: a cold start runs this in V8's interpreter, where each turn of the loop costs.
  for (; i + 4 <= n; i += 4) {
    a = Math.imul(a ^ words[i], 16777619);
    b = Math.imul(b ^ words[i + 1], 1540483477);
    a = Math.imul(a ^ words[i + 2], 16777619);
    b = Math.imul(b ^ words[i + 3], 1540483477);
  }
  for (; i < n; i++) a = Math.imul(a ^ words[i], 16777619);
  for (i = n << 2; i < data.length; i++) b = Math.imul(b ^ data[i], 1540483477);
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}
