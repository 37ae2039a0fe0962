// Frontmatter YAML read the way yaml.v3 decodes it into the manager's
// structs: repeated keys, type mismatches in its words, positions in the
// file (columns in characters), unknown keys left alone.
import { describe, expect, it } from 'vitest';
import type { Node } from 'yaml';
import { type Shape, parseFront, shapeIssues, tagOf } from '../../src/yaml/yaml-front.js';

const SHAPE: Shape = {
  name: 'chatruntime.T',
  map: {
    name: 'string',
    count: 'int',
    on: 'bool',
    list: 'string-list',
    nested: { name: 'chatruntime.N', map: { mode: 'string' } },
    items: { name: 'chatruntime.I', list: { name: 'chatruntime.I', map: { n: 'int' } } },
    free: 'any',
  },
};

function issues(yaml: string, firstLine = 2) {
  const front = parseFront(yaml, firstLine);
  return front.issues.length > 0 ? front.issues : shapeIssues(front, SHAPE, firstLine);
}

describe('parseFront', () => {
  it('gives file positions, columns in characters', () => {
    const front = parseFront('name: "héllo wörld"\nlist: [a, b]\n', 5);
    expect(front.at('/name')).toEqual({ line: 5, column: 7 });
    expect(front.at('/name', true)).toEqual({ line: 5, column: 1 });
    expect(front.at('/list/1')).toEqual({ line: 6, column: 11 });
    // A pointer that runs out of the tree stops at the deepest node there is.
    expect(front.at('/list/7')).toEqual({ line: 6, column: 7 });
    const wide = parseFront('name: 😀😀\nx: 😀 y\n', 1);
    expect(wide.at('/x')).toEqual({ line: 2, column: 4 });
  });

  it('reports syntax errors with the line counted from the first YAML line', () => {
    const [issue] = issues('name: x\nlist: [a\ncount: 1\n');
    expect(issue.kind).toBe('syntax');
    // yaml.v3's words: a parser error names the 0-based line of the flow sequence it was in.
    expect(issue.message).toBe("line 1: did not find expected ',' or ']'");
    expect(issue.line).toBe(4);
  });
});

describe('shapeIssues (yaml.v3 unmarshal errors)', () => {
  it('refuses a repeated key, at the repeat, naming the first line', () => {
    expect(issues('name: a\ncount: 1\nname: b\n')).toEqual([
      { kind: 'duplicate', message: 'line 3: mapping key "name" already defined at line 1', line: 4, column: 1, pointer: '/name', key: 'name' },
    ]);
  });

  it('compares keys by their text: 1 and "1" repeat, 1 and 1.0 do not', () => {
    expect(issues('free:\n  1: a\n  "1": b\n').map((i) => i.message)).toEqual(['line 3: mapping key "1" already defined at line 2']);
    expect(issues('free:\n  1: a\n  1.0: b\n')).toEqual([]);
  });

  it('checks nested mappings the struct decodes, not the values of unknown keys', () => {
    expect(issues('nested:\n  mode: a\n  mode: b\n').map((i) => i.pointer)).toEqual(['/nested/mode']);
    expect(issues('unknown:\n  a: 1\n  a: 2\n')).toEqual([]);
  });

  it('says what does not fit, with the short tag and the value', () => {
    const got = issues('name: [a]\ncount: twelve\non: maybe\nlist: solo\nnested: [x]\nitems:\n  - n: 1\n  - n: "averyverylongvalue"\n');
    expect(got.map((i) => i.message)).toEqual([
      'line 1: cannot unmarshal !!seq into string',
      'line 2: cannot unmarshal !!str `twelve` into int',
      'line 3: cannot unmarshal !!str `maybe` into bool',
      'line 4: cannot unmarshal !!str `solo` into []string',
      'line 5: cannot unmarshal !!seq into chatruntime.N',
      'line 8: cannot unmarshal !!str `averyve...` into int',
    ]);
    expect(got.map((i) => i.pointer)).toEqual(['/name', '/count', '/on', '/list', '/nested', '/items/1/n']);
  });

  it('takes what yaml.v3 takes: any scalar as a string, a float as an int, yes/no as a bool, null as empty', () => {
    expect(issues('name: 1.0\ncount: 2.5\non: yes\nlist: ~\nnested:\n')).toEqual([]);
  });

  it('refuses a top level that is not a mapping, and accepts an empty one', () => {
    expect(issues('- a\n- b\n').map((i) => i.message)).toEqual(['line 1: cannot unmarshal !!seq into chatruntime.T']);
    expect(issues('')).toEqual([]);
  });

  it('follows aliases', () => {
    expect(issues('base: &b [x]\nname: *b\n').map((i) => i.message)).toEqual(['line 1: cannot unmarshal !!seq into string']);
  });
});

describe('tagOf', () => {
  it('names ints and floats as yaml.v3 resolves them', () => {
    const tags = (yaml: string) => parseFront(yaml, 1).map!.items.map((p) => tagOf(p.value as Node));
    expect(tags('a: 12\nb: 0x1E\nc: 1e3\nd: 1.5\ne: true\nf: ~\ng: text\nh: !!str 7\n')).toEqual([
      '!!int', '!!int', '!!float', '!!float', '!!bool', '!!null', '!!str', '!!str',
    ]);
  });
});
