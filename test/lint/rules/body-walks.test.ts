// The body walks of skill-body-long, body-link-missing and the hidden
// character rules, at their edges: trailing newlines are not lines, a line
// count at the budget is not over it, links inside fences and code spans
// are not links, a fence needs three backticks or tildes, every class of
// hidden character is found past the quick scan (tag characters are two
// UTF-16 units).
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../../src/commands/validate/index.js';
import { relativeLinks } from '../../../src/ecosystems/body-links.js';
import { hiddenChars } from '../../../src/ecosystems/hidden-chars.js';
import { buildTree, removeBase, tempBase } from '../../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

/** skill-body-long's findings on a SKILL.md whose body is `body`. */
async function bodyLong(body: string): Promise<unknown[]> {
  base = tempBase();
  buildTree(base, { files: [{ path: 's/SKILL.md', text: `---\nname: s\ndescription: d\n---\n${body}` }] });
  const v = await collectValidation(['.'], {}, { cwd: base, env: {} });
  return v.diagnostics.filter((d) => d.rule === 'skill-body-long').map((d) => d.args);
}

const long = (lines: number, width = 80): string => Array.from({ length: lines }, () => 'x'.repeat(width)).join('\n');

describe('skill-body-long line count', () => {
  it('does not count trailing newlines as lines', async () => {
    expect(await bodyLong(long(500) + '\n\n\n\n')).toEqual([]);
  });

  it('counts a body one line over the budget, tokens without the trailing newlines', async () => {
    // 501 lines of 80 characters and 500 newlines: 40,580 characters, about 10,145 tokens.
    expect(await bodyLong(long(501) + '\n\n')).toEqual([{ lines: 501, budget: 500, tokens: 10145, tokenBudget: 5000 }]);
  });

  it('counts empty lines inside the body', async () => {
    // 500 lines of 80 characters, one empty line, 500 newlines: 40,500 characters.
    expect(await bodyLong(long(250) + '\n\n' + long(250))).toEqual([{ lines: 501, budget: 500, tokens: 10125, tokenBudget: 5000 }]);
  });
});

describe('relativeLinks', () => {
  it('finds links on any line, with their offsets, and none inside fences or code spans', () => {
    const text = ['see [a](a.md) and ![b](img/b.png)', '```', '[c](c.md)', '```', '`[d](d.md)` [e](e.md)', '~~~~', '[f](f.md)', '~~~', '~~~~', '[g](g.md "t")', '``not a fence`` [h](h.md)'].join('\n');
    expect(relativeLinks(text).map((l) => [l.target, text.slice(l.offset, l.offset + 2)])).toEqual([
      ['a.md', '[a'],
      ['img/b.png', '!['],
      ['e.md', '[e'],
      ['g.md', '[g'],
      ['h.md', '[h'],
    ]);
  });

  it('finds a link on the last line without a newline after it, and none when nothing links', () => {
    expect(relativeLinks('x\n[a](a.md)').map((l) => l.offset)).toEqual([2]);
    expect(relativeLinks('x\n[a] (a.md)\n')).toEqual([]);
  });
});

describe('hiddenChars', () => {
  it('finds each class, skips a leading BOM and a joiner inside an emoji, and finds nothing in plain text', () => {
    const text = '\uFEFFa\u200Bb\u202Ec\u2066d\u2060e\u180Ef\uFEFFg\u{E0041}h 👨\u200D💻 i\u200Dj';
    expect(hiddenChars(text).map((c) => [c.codePoint.toString(16), c.bidi])).toEqual([
      ['200b', false],
      ['202e', true],
      ['2066', true],
      ['2060', false],
      ['180e', false],
      ['feff', false],
      ['e0041', false],
      ['200d', false],
    ]);
    expect(hiddenChars('plain text, é, 日本, 🎮\n'.repeat(100))).toEqual([]);
  });
});
