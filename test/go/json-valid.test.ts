import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseGoJson } from '../../src/go/gojson.js';
import { goJsonValid, nestingDepth } from '../../src/go/json-valid.js';

const exact = (b: Buffer): boolean => parseGoJson(b.toString('latin1')).ok;

// Bytes that make JSON: tokens, near-misses (bad escapes, leading zeros,
// BOM, control characters, NBSP, invalid UTF-8) and plain noise.
const piece = fc.constantFrom(
  '{', '}', '[', ']', ',', ':', '"', '"a"', '"\\u00e9"', '"\\x"', '"\\ud800"', '\\', '0', '01', '-', '-0', '1.', '.5', '1e5', '1E+', '2e-3',
  'true', 'tru', 'false', 'null', 'nul', ' ', '\t', '\n', '\r', '\u00a0', '\ufeff', '\x01', '\x7f', 'é', '\xff', '\xc3', 'x',
);
const doc = fc.array(piece, { maxLength: 24 }).map((parts) => Buffer.from(parts.join(''), 'latin1'));

describe('goJsonValid agrees with the exact Go reader', () => {
  it('on generated near-JSON', () => {
    fc.assert(fc.property(doc, (b) => goJsonValid(b) === exact(b)), { numRuns: 3000 });
  });
  it('on real JSON values, re-spaced', () => {
    fc.assert(
      fc.property(fc.json(), fc.constantFrom('', ' ', '\n\t'), (text, ws) => {
        const b = Buffer.from(ws + text + ws, 'utf8');
        return goJsonValid(b) === true && exact(b) === true;
      }),
      { numRuns: 500 },
    );
  });
  it('at the 10,000 nesting limit, quickly even for millions of brackets', () => {
    expect(goJsonValid(Buffer.from('['.repeat(10000) + ']'.repeat(10000)))).toBe(true);
    expect(goJsonValid(Buffer.from('{"a":'.repeat(10000) + '1' + '}'.repeat(10000)))).toBe(true);
    expect(goJsonValid(Buffer.from('['.repeat(10001) + ']'.repeat(10001)))).toBe(false);
    const t = Date.now();
    expect(goJsonValid(Buffer.from('['.repeat(4_000_000) + ']'.repeat(4_000_000)))).toBe(false);
    expect(Date.now() - t).toBeLessThan(2000);
  });
  it('ignores brackets inside strings when measuring depth', () => {
    expect(nestingDepth(Buffer.from('["[[[[\\"[[", [1]]'))).toBe(2);
  });
});
