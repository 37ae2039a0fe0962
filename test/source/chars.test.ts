import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fromBStr } from '../../src/go/bytes.js';
import { charCount } from '../../src/source/chars.js';

describe('charCount', () => {
  it('is [...s].length on ASCII, non-ASCII, pairs and lone surrogates', () => {
    for (const s of ['', 'abc', 'héllo', '日本', '😀', 'a😀b😀', '\ud800', '\udc00', 'x\ud800', '\ud800\ud800\udc00', '\udc00\ud800', '\ud83d\ude00\ud83d']) {
      expect(charCount(s)).toBe([...s].length);
    }
  });

  it('is [...s].length on any UTF-16 string', () => {
    const unit = fc.constantFrom('a', 'é', '\ud800', '\udbff', '\udc00', '\udfff', '😀', '\n');
    fc.assert(fc.property(fc.array(unit, { maxLength: 30 }), (parts) => charCount(parts.join('')) === [...parts.join('')].length));
  });

  it('is [...fromBStr(b)].length on any byte string, invalid UTF-8 included', () => {
    const byte = fc.constantFrom(0x41, 0x80, 0xbf, 0xc3, 0xa9, 0xe6, 0x97, 0xa5, 0xf0, 0x9f, 0x98, 0x80, 0xed, 0xa0, 0xff);
    fc.assert(
      fc.property(fc.array(byte, { maxLength: 40 }), (bytes) => {
        const s = fromBStr(Buffer.from(bytes).toString('latin1'));
        return charCount(s) === [...s].length;
      }),
    );
  });
});
