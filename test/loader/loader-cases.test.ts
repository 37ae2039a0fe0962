// The loader cases recorded from the real manager (copied from
// the recorded-manager conformance corpus, as data), run in-process against loadSkills().
import { readFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { loadSkills } from '../../src/loader/loader.js';
import { splitEnvDirs } from '../../src/loader/env-dirs.js';
import { toBStr } from '../../src/go/bytes.js';
import { buildTree, removeBase, tempBase, type TreeSpec } from '../helpers/tree.js';

interface LoaderCase extends TreeSpec {
  id: string;
  about: string;
  roots?: string[];
  env_dirs?: string;
  expect: { lines?: string[]; lines_b64?: string[]; count: number };
}

const data = JSON.parse(readFileSync(new URL('../data/loader-cases.json', import.meta.url), 'utf8')) as { cases: LoaderCase[] };
const bases: string[] = [];
afterAll(() => bases.forEach(removeBase));

/** The checker compares what a log reader sees: raw newlines split a line. */
function visibleLines(lines: string[]): Buffer[] {
  const out: Buffer[] = [];
  for (const line of lines) {
    const bytes = Buffer.from(line, 'latin1');
    const first = bytes.indexOf(0x0a);
    out.push(first < 0 ? bytes : bytes.subarray(0, first));
  }
  return out;
}

describe('recorded manager loader cases', () => {
  for (const c of data.cases) {
    it(`${c.id}: ${c.about}`, () => {
      const base = tempBase();
      bases.push(base);
      buildTree(base, c);
      const sub = (s: string): string => s.split('$T').join(base);
      const roots = c.roots !== undefined ? c.roots.map((r) => toBStr(sub(r))) : splitEnvDirs(toBStr(sub(c.env_dirs ?? '')));
      const result = loadSkills({ roots, builtins: false });
      const expected = c.expect.lines_b64
        ? c.expect.lines_b64.map((b) => Buffer.from(Buffer.from(b, 'base64').toString('latin1').split('$T').join(base), 'latin1'))
        : (c.expect.lines ?? []).map((l) => Buffer.from(sub(l), 'utf8'));
      expect(visibleLines(result.lines).map((b) => b.toString('latin1'))).toEqual(expected.map((b) => b.toString('latin1')));
      expect(result.skills.length).toBe(c.expect.count);
    });
  }
});
