// The quadratic forms schema-pattern-backtracking warns on, and the
// patterns it stays quiet on.
import { describe, expect, it } from 'vitest';
import { quadraticForm } from '../../src/schema/regex-quadratic.js';
import { regexCost } from '../../src/schema/bounded-regexp.js';

describe('quadraticForm', () => {
  it('finds an unanchored run followed by something that can fail, and overlapping adjacent runs', () => {
    for (const p of ['\\s*$', '[a-z]+@', 'a|b+c', ' +\\b']) expect(quadraticForm(p), p).toBe('unanchored');
    for (const p of ['^\\w+\\d+$', '^a*a*$', '^\\s*\\s?\\s*$', 'x+.+']) expect(quadraticForm(p), p).toBe('adjacent');
  });

  it('stays quiet on anchored and plainly linear patterns', () => {
    for (const p of ['^\\s*$', '^[a-z]+$', '^\\d+\\.\\d+$', '\\d+', 'x*', '^[a-z][a-z0-9_]*$', '^[^@]+@[^@]+$', '^\\s*\\S+\\s*$', 'abc', '^(foo|bar)+$']) {
      expect(quadraticForm(p), p).toBeUndefined();
    }
  });
});

describe('regexCost', () => {
  it('budgets every pattern but the plainly linear ones', () => {
    expect(regexCost('^[a-z]+$')).toBe('linear');
    expect(regexCost('abc')).toBe('linear');
    expect(regexCost('\\s*$')).toBe('quadratic');
    expect(regexCost('^\\s*$', 'm')).toBe('quadratic');
    expect(regexCost('^a+|b')).toBe('quadratic');
    expect(regexCost('x.{0,50000}y')).toBe('quadratic');
    expect(regexCost('^(a+)+$')).toBe('worse');
    expect(regexCost('^\\d+\\.\\d+$')).toBe('worse');
  });
});
