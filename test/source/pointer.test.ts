// JSON pointers over the reader's tree: pointerOffset finds the byte a
// diagnostic's pointer names (the last of repeated keys, as Go and
// JSON.parse keep), a member's key with `key`, and stops at the deepest
// node it reached when the pointer runs out of tree. Its one-token shortcut
// (a manifest's field) must agree with the general walk.
import { describe, expect, it } from 'vitest';
import { toBStr } from '../../src/go/bytes.js';
import { type JsonNode, parseGoJson } from '../../src/go/gojson.js';
import { escapeToken, pointerOffset, splitPointer } from '../../src/source/pointer.js';

/** RFC 6901 by hand, independent of the module under test. */
const escape = (token: string): string => token.split('~').join('~0').split('/').join('~1');
const tokens = (pointer: string): string[] =>
  pointer === '' ? [] : pointer.slice(1).split('/').map((t) => t.split('~1').join('/').split('~0').join('~'));

function tree(text: string): JsonNode {
  const parsed = parseGoJson(toBStr(text));
  if (!parsed.ok) throw new Error(parsed.error.message);
  return parsed.value;
}

/** Where the pointer lands, walked plainly: the reference. */
function reference(root: JsonNode, pointer: string, key: boolean): number {
  let node = root;
  let keyStart = -1;
  for (const token of tokens(pointer)) {
    if (node.kind === 'object') {
      const hits = node.members.filter((m) => m.key === toBStr(token));
      if (hits.length === 0) return node.start;
      keyStart = hits[hits.length - 1].keyStart;
      node = hits[hits.length - 1].value;
    } else if (node.kind === 'array' && /^(0|[1-9]\d*)$/.test(token) && Number(token) < node.items.length) {
      node = node.items[Number(token)];
      keyStart = -1;
    } else return node.start;
  }
  return key && keyStart >= 0 ? keyStart : node.start;
}

describe('escapeToken and splitPointer', () => {
  it('escape and split as RFC 6901 does, with and without ~ and /', () => {
    const keys = ['name', 'a/b', 'm~n', '', '~1', '~0', '/', '~', '~01', 'é/~', '//~~'];
    for (const k of keys) expect(escapeToken(k), k).toBe(escape(k));
    for (const a of keys) for (const b of keys) expect(splitPointer('/' + escape(a) + '/' + escape(b)), `${a} ${b}`).toEqual([a, b]);
    expect(splitPointer('')).toEqual([]);
  });
});

describe('pointerOffset', () => {
  const keys = ['name', 'a/b', 'm~n', '', 'é', 'x', '~1', '/'];
  const text = `{"name": 1, "a/b": [10, {"x": 2}], "m~n": {"": 3, "x": {"y": 4}}, "": 5, "é": 6, "name": 7, "~1": 8, "/": 9}`;
  const root = tree(text);

  it('agrees with the plain walk for one token and for many, keys and values, present or not', () => {
    const pointers = [
      ...keys.map((k) => '/' + escape(k)),
      '',
      '/',
      '/missing',
      '/a~1b/1/x',
      '/a~1b/0',
      '/a~1b/2',
      '/a~1b/01',
      '/m~0n/',
      '/m~0n/x/y',
      '/m~0n/x/y/z',
      '/name/0',
    ];
    for (const pointer of pointers) {
      for (const key of [false, true]) expect(pointerOffset(root, pointer, key), `${pointer} key=${key}`).toBe(reference(root, pointer, key));
    }
  });

  it('names the last of repeated keys, its key with `key`', () => {
    // Byte offsets: "é" before it takes two bytes.
    const bytes = Buffer.from(text);
    const last = bytes.lastIndexOf('"name"');
    expect(pointerOffset(root, '/name', true)).toBe(last);
    expect(pointerOffset(root, '/name')).toBe(bytes.indexOf('7', last));
  });

  it('stops at an array root for a one-token pointer, as the plain walk does', () => {
    const arr = tree('[1, {"a": 2}]');
    expect(pointerOffset(arr, '/1')).toBe(reference(arr, '/1', false));
    expect(pointerOffset(arr, '/a')).toBe(0);
  });
});
