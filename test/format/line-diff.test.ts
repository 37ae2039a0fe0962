import { describe, expect, it } from 'vitest';
import { unifiedDiff } from '../../src/format/line-diff.js';

describe('unifiedDiff', () => {
  it('is empty for equal texts', () => expect(unifiedDiff('a\n', 'a\n', 'x', 'y')).toBe(''));

  it('gives hunks with context, removals before additions', () => {
    const a = ['1', '2', '3', '4', '5', '6', '7', '8', '9'].join('\n') + '\n';
    const b = a.replace('2', 'two').replace('9', 'nine');
    expect(unifiedDiff(a, b, 'a', 'b', 1)).toBe('--- a\n+++ b\n@@ -1,3 +1,3 @@\n 1\n-2\n+two\n 3\n@@ -8,2 +8,2 @@\n 8\n-9\n+nine\n');
  });

  it('counts lines of a hunk that adds at the start, and says when the final newline differs', () => {
    expect(unifiedDiff('b\n', 'a\nb\n', 'x', 'y')).toBe('--- x\n+++ y\n@@ -1,1 +1,2 @@\n+a\n b\n');
    expect(unifiedDiff('a\n', 'a', 'x', 'y')).toBe('--- x\n+++ y\n@@ -1,1 +1,1 @@\n-a\n+a\n\\ No newline at end of file\n');
  });

  it('marks a last line without newline where it stands, so patch tools take the diff', () => {
    expect(unifiedDiff('a\nb', 'A\nb', 'x', 'y')).toBe('--- x\n+++ y\n@@ -1,2 +1,2 @@\n-a\n+A\n b\n\\ No newline at end of file\n');
    expect(unifiedDiff('a\nb', 'a\nc', 'x', 'y')).toBe('--- x\n+++ y\n@@ -1,2 +1,2 @@\n a\n-b\n\\ No newline at end of file\n+c\n\\ No newline at end of file\n');
  });
});
