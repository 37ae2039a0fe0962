// The addon's checksum (src/platform/checksum.mjs): the same sum as a plain
// reading of its definition, whatever the view's offset, and a different one
// for any single changed byte, in the words or in the tail.
import { endianness } from 'node:os';
import { describe, expect, it } from 'vitest';
import { checksum } from '../../src/platform/checksum.mjs';

/** The definition read word by word with a DataView: lane a takes words 0 and 2 of each four (and the leftover words), lane b words 1 and 3 and the tail bytes. */
function reference(bytes: Uint8Array): string {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.length);
  const little = endianness() === 'LE';
  const n = bytes.length >> 2;
  let a = -2128831035;
  let b = 84696351;
  for (let i = 0; i < n; i++) {
    const w = view.getInt32(i * 4, little);
    if (i < n - (n % 4) && i % 2 === 1) b = Math.imul(b ^ w, 1540483477);
    else a = Math.imul(a ^ w, 16777619);
  }
  for (let i = n * 4; i < bytes.length; i++) b = Math.imul(b ^ bytes[i], 1540483477);
  return (a >>> 0).toString(16).padStart(8, '0') + (b >>> 0).toString(16).padStart(8, '0');
}

const sample = (length: number) => Uint8Array.from({ length }, (_, i) => (i * 131 + (i >> 8)) & 0xff);

describe('checksum', () => {
  it.each([0, 1, 3, 4, 15, 16, 17, 4099])('matches its definition for %i bytes', (length) => {
    const bytes = sample(length);
    expect(checksum(bytes)).toMatch(/^[0-9a-f]{16}$/);
    expect(checksum(bytes)).toBe(reference(bytes));
  });

  it('gives the same sum for a view at an unaligned offset', () => {
    const bytes = sample(4099);
    const shifted = new Uint8Array(bytes.length + 1);
    shifted.set(bytes, 1);
    expect(checksum(shifted.subarray(1))).toBe(checksum(bytes));
  });

  it('changes when any one byte changes', () => {
    const bytes = sample(4099);
    const sum = checksum(bytes);
    for (const at of [0, 1, 5, 2048, 4095, 4096, 4098]) {
      const changed = bytes.slice();
      changed[at] ^= 0x80;
      expect(checksum(changed), `byte ${at}`).not.toBe(sum);
    }
  });
});
