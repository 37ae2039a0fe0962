// The addon's checksum is 64-bit FNV-1a exactly: the published test vectors,
// and a BigInt reference over bytes that carry across the two 32-bit lanes.
import { describe, expect, it } from 'vitest';
import { fnv1a64 } from '../../src/source/checksum.mjs';

function reference(bytes: Uint8Array): string {
  let h = 0xcbf29ce484222325n;
  for (const b of bytes) h = ((h ^ BigInt(b)) * 0x100000001b3n) & 0xffffffffffffffffn;
  return h.toString(16).padStart(16, '0');
}

describe('fnv1a64', () => {
  it('gives the published FNV-1a 64 values', () => {
    expect(fnv1a64(Buffer.from(''))).toBe('cbf29ce484222325');
    expect(fnv1a64(Buffer.from('a'))).toBe('af63dc4c8601ec8c');
    expect(fnv1a64(Buffer.from('foobar'))).toBe('85944171f73967e8');
  });

  it('matches a 64-bit reference on every byte value, and tells one changed byte', () => {
    const bytes = Uint8Array.from({ length: 4096 }, (_, i) => (i * 131 + (i >> 8)) & 0xff);
    expect(fnv1a64(bytes)).toBe(reference(bytes));
    const changed = bytes.slice();
    changed[2048] ^= 1;
    expect(fnv1a64(changed)).not.toBe(fnv1a64(bytes));
  });
});
