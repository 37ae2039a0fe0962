import { describe, expect, it } from 'vitest';
import { jsonPreview, jsonPreviewList } from '../../src/schema/json-preview.js';

function nested(depth: number): unknown {
  let v: unknown = {};
  for (let i = 1; i < depth; i++) v = { a: v };
  return v;
}

describe('jsonPreview', () => {
  it('is JSON.stringify for short values', () => {
    for (const v of [null, true, 1.5, 'x"y', [], {}, [1, 'a', { b: [null] }], { 'k"': { x: [1, 2] } }]) {
      expect(jsonPreview(v)).toBe(JSON.stringify(v));
    }
  });

  it('cuts long values at max characters, with an ellipsis', () => {
    expect(jsonPreview('a'.repeat(100), 10)).toBe('"aaaaaaaa…');
    expect(jsonPreview(Array.from({ length: 1000 }, (_, i) => i), 12)).toBe('[0,1,2,3,4,…');
    expect(jsonPreview({ abc: 'x'.repeat(50) }, 10)).toHaveLength(10);
  });

  it('takes 10,000 levels and a 50 MB string without the stack or a whole copy', () => {
    expect(jsonPreview(nested(10_000), 20)).toBe('{"a":{"a":{"a":{"a"…');
    const big = 'x'.repeat(50_000_000);
    expect(jsonPreview([big], 30)).toHaveLength(30);
  });

  it('a list joined with commas, cut as a whole', () => {
    expect(jsonPreviewList(['a', 1, null])).toBe('"a", 1, null');
    const many = jsonPreviewList(Array.from({ length: 100_000 }, (_, i) => i), 50);
    expect(many).toHaveLength(50);
    expect(many.endsWith('…')).toBe(true);
  });
});
