// io/out-stream.ts: long output goes out in chunks of bounded size, in
// order, and never cut inside a UTF-8 sequence (the terminal escaping
// reads each chunk alone).
import { describe, expect, it } from 'vitest';
import { OutStream } from '../../src/io/out-stream.js';

function collect(pieces: string[]): Buffer[] {
  const chunks: Buffer[] = [];
  const out = new OutStream('latin1', (b) => chunks.push(b));
  for (const p of pieces) out.push(p);
  out.flush();
  return chunks;
}

const isContinuation = (b: number | undefined): boolean => b !== undefined && (b & 0xc0) === 0x80;

describe('OutStream', () => {
  it('writes every byte in order, in chunks of at most 1 MiB, none starting inside a character', () => {
    // U+20AC (3 bytes) and U+1F600 (4 bytes) repeated, so that chunk edges fall inside characters.
    const long = '\xe2\x82\xac\xf0\x9f\x98\x80'.repeat(400_000);
    const pieces = ['[', long, ',', 'x'.repeat(700_000), 'y'.repeat(700_000), long.slice(0, 7), ']'];
    const chunks = collect(pieces);
    expect(Buffer.concat(chunks).toString('latin1')).toBe(pieces.join(''));
    expect(chunks.length).toBeGreaterThan(3);
    for (const c of chunks) {
      expect(c.length).toBeLessThanOrEqual(2 << 20);
      expect(isContinuation(c[0])).toBe(false);
    }
  });

  it('writes text as UTF-8, never cutting a surrogate pair', () => {
    const chunks: Buffer[] = [];
    const out = new OutStream('utf8', (b) => chunks.push(b));
    const long = 'a' + '\u{1F600}é'.repeat(700_000);
    out.push(long);
    out.flush();
    expect(Buffer.concat(chunks).toString('utf8')).toBe(long);
    expect(chunks.length).toBeGreaterThan(1);
    for (const c of chunks) expect(c.toString('utf8')).not.toContain('\ufffd');
  });

  it('writes nothing for no pieces', () => {
    expect(collect([])).toEqual([]);
  });
});
