// The manager's frontmatter split (docs/ecosystems.md#frontmatter), with its exact texts.
import { describe, expect, it } from 'vitest';
import { MAX_LINE, splitFrontmatter } from '../../src/ecosystems/frontmatter.js';

const split = (text: string) => splitFrontmatter(text, '/p/SKILL.md');

describe('splitFrontmatter', () => {
  it('skips leading blank lines and allows trailing spaces or tabs on the fences', () => {
    expect(split('\n \t\n--- \t\nname: x\n---\t\nbody\n')).toEqual({ kind: 'ok', yaml: 'name: x', yamlLine: 4, body: 'body\n' });
  });

  it('reads CRLF files like LF ones', () => {
    expect(split('---\r\nname: x\r\ndescription: d\r\n---\r\nbody\r\n')).toEqual({
      kind: 'ok',
      yaml: 'name: x\ndescription: d',
      yamlLine: 2,
      body: 'body\n',
    });
  });

  it('finds none when the first other line is not exactly ---: text, indentation, a BOM', () => {
    expect(split('# title\n---\nname: x\n---\n').kind).toBe('none');
    expect(split(' ---\nname: x\n---\n').kind).toBe('none');
    expect(split('\ufeff---\nname: x\n---\n').kind).toBe('none');
    expect(split('----\nname: x\n----\n').kind).toBe('none');
    expect(split('').kind).toBe('none');
  });

  it('fails when the block never closes; "..." does not close it', () => {
    expect(split('\n---\nname: x\n...\n')).toEqual({
      kind: 'error',
      reason: 'unclosed',
      message: 'chatruntime: /p/SKILL.md: frontmatter started with --- but never closed',
      line: 2,
    });
  });

  it("fails like bufio.Scanner once a line fills its 1 MiB buffer, '\\r' included", () => {
    const at = (n: number, tail = '') => split(`---\nname: x\n---\n${'x'.repeat(n)}${tail}\n`);
    expect(at(MAX_LINE - 1).kind).toBe('ok');
    expect(at(MAX_LINE)).toEqual({ kind: 'error', reason: 'too-long', message: 'chatruntime: /p/SKILL.md: bufio.Scanner: token too long', line: 4 });
    expect(at(MAX_LINE - 1, '\r').kind).toBe('error');
    // Counted in bytes: 350,000 three-byte characters are over 1 MiB.
    expect(split(`${'€'.repeat(350_000)}\n`).kind).toBe('error');
  });
});
