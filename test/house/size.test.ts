// The house's size targets: no source file in src/ over 300
// lines, no function over 80, no folder with more than 25 .ts files.
// Function lengths are measured with the TypeScript parser: every function,
// method, arrow and accessor, from its first line to its last.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const SRC = path.resolve(__dirname, '../../src');
const MAX_FILE = 300;
const MAX_FUNCTION = 80;
const MAX_FOLDER = 25;

function tsFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((e) => e.isFile() && e.name.endsWith('.ts'))
    .map((e) => path.join(e.parentPath, e.name))
    .sort();
}

export function lineCount(text: string): number {
  return text.split('\n').length - (text.endsWith('\n') ? 1 : 0);
}

export function functionLengths(file: string, text: string): Array<{ name: string; lines: number }> {
  const sf = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const out: Array<{ name: string; lines: number }> = [];
  const visit = (node: ts.Node): void => {
    if (ts.isFunctionLike(node) && 'body' in node && node.body) {
      const first = sf.getLineAndCharacterOfPosition(node.getStart(sf)).line;
      const last = sf.getLineAndCharacterOfPosition(node.getEnd()).line;
      const named = (node as ts.FunctionLikeDeclaration).name;
      out.push({ name: `${path.relative(SRC, file)}:${first + 1} ${named ? named.getText(sf) : '(anonymous)'}`, lines: last - first + 1 });
    }
    ts.forEachChild(node, visit);
  };
  visit(sf);
  return out;
}

const files = tsFiles(SRC);

describe('sizes in src/', () => {
  it(`no file over ${MAX_FILE} lines`, () => {
    const over = files.map((f) => ({ f: path.relative(SRC, f), n: lineCount(readFileSync(f, 'utf8')) })).filter((x) => x.n > MAX_FILE);
    expect(over).toEqual([]);
  });

  it(`no function over ${MAX_FUNCTION} lines`, () => {
    const over = files.flatMap((f) => functionLengths(f, readFileSync(f, 'utf8'))).filter((x) => x.lines > MAX_FUNCTION);
    expect(over).toEqual([]);
  });

  it(`no folder with more than ${MAX_FOLDER} .ts files`, () => {
    const perFolder = new Map<string, number>();
    for (const f of files) perFolder.set(path.dirname(f), (perFolder.get(path.dirname(f)) ?? 0) + 1);
    expect([...perFolder].filter(([, n]) => n > MAX_FOLDER).map(([d, n]) => `${path.relative(SRC, d)}: ${n}`)).toEqual([]);
  });
});
