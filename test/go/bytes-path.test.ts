import { describe, expect, it } from 'vitest';
import { decodeRune, goTrimSpace, toBStr } from '../../src/go/bytes.js';
import { base, clean, dir, join, relFromRoot } from '../../src/go/gopath.js';

describe('decodeRune (utf8.DecodeRune)', () => {
  it('decodes valid sequences and rejects invalid ones byte by byte', () => {
    expect(decodeRune(toBStr('é'), 0)).toEqual([0xe9, 2]);
    expect(decodeRune(toBStr('名'), 0)).toEqual([0x540d, 3]);
    expect(decodeRune(toBStr('\u{1f600}'), 0)).toEqual([0x1f600, 4]);
    expect(decodeRune('\xed\xa0\x80', 0)).toEqual([0xfffd, 1]); // encoded surrogate
    expect(decodeRune('\xc0\x80', 0)).toEqual([0xfffd, 1]); // overlong
    expect(decodeRune('\xe2\x82', 0)).toEqual([0xfffd, 1]); // truncated
    expect(decodeRune('\xf4\x90\x80\x80', 0)).toEqual([0xfffd, 1]); // > U+10FFFF
  });
});

describe('goTrimSpace (strings.TrimSpace)', () => {
  it("trims Go's white space, including NBSP, NEL and U+2028/9, not U+FEFF or U+200B", () => {
    expect(goTrimSpace(toBStr('\u00a0 /x\u00a0'))).toBe('/x');
    expect(goTrimSpace(toBStr('\u0085\u3000/x\u2029'))).toBe('/x');
    expect(goTrimSpace(toBStr('\ufeff/x'))).toBe(toBStr('\ufeff/x'));
    expect(goTrimSpace(toBStr('\u200b/x'))).toBe(toBStr('\u200b/x'));
    expect(goTrimSpace(' \t\n\v\f\r')).toBe('');
  });
  it('stops at invalid bytes', () => {
    expect(goTrimSpace(' \xff ')).toBe('\xff');
  });
});

describe('filepath helpers', () => {
  it('cleans lexically', () => {
    expect(clean('/a//b/./c/..')).toBe('/a/b');
    expect(clean('/../a')).toBe('/a');
    expect(clean('a/../../b')).toBe('../b');
    expect(clean('')).toBe('.');
    expect(clean('/')).toBe('/');
    expect(clean('/r/.')).toBe('/r');
    expect(clean('/r/..d/x')).toBe('/r/..d/x');
  });
  it('joins, and splits into dir and base', () => {
    expect(join('/r//', 'a')).toBe('/r/a');
    expect(join('/link/../q', 'a')).toBe('/q/a');
    expect(dir('/r/a/skill.json')).toBe('/r/a');
    expect(dir('/skill.json')).toBe('/');
    expect(base('/x/skill.json/')).toBe('skill.json');
    expect(base('/')).toBe('/');
  });
  it('finds a ".." prefix the way the manager tests Rel', () => {
    expect(relFromRoot('/r', '/r')).toBe('.');
    expect(relFromRoot('/r', '/r/a/run.sh')).toBe('a/run.sh');
    expect(relFromRoot('/r', '/r/..d/tool').startsWith('..')).toBe(true);
    expect(relFromRoot('/r', '/rx/tool').startsWith('..')).toBe(true);
    expect(relFromRoot('/', '/etc/x')).toBe('etc/x');
  });
});
