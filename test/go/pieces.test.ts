import { describe, expect, it } from 'vitest';
import { Pieces } from '../../src/go/pieces.js';

describe('Pieces', () => {
  it('joins its pieces in order, across batches', () => {
    for (const n of [0, 1, 4095, 4096, 4097, 9000]) {
      const parts = Array.from({ length: n }, (_, i) => String(i % 7) + (i % 3 === 0 ? '\n' : ''));
      const p = new Pieces('"');
      for (const x of parts) p.push(x);
      p.run('abcdef', 2, 4);
      p.run('abcdef', 3, 3);
      p.push('y'.repeat(70000));
      p.push('z');
      expect(p.join()).toBe('"' + parts.join('') + 'cd' + 'y'.repeat(70000) + 'z');
    }
  });
});
