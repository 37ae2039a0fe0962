import { describe, expect, it } from 'vitest';
import { parseGoJson, type JsonNode } from '../../src/go/gojson.js';
import { eachValue } from '../../src/lint/json-walk.js';

function tree(src: string): JsonNode {
  const parsed = parseGoJson(src);
  if (!parsed.ok) throw new Error('bad test JSON');
  return parsed.value;
}

function visits(src: string): string[] {
  const seen: string[] = [];
  eachValue(tree(src), ['schema'], (n, path) => seen.push(`${path.join('/')} ${n.kind}`));
  return seen;
}

describe('eachValue', () => {
  it('visits every value in document order, each with its path', () => {
    expect(visits('{"a":[1,{"b":null}],"c":"x","a":true}')).toEqual([
      'schema object',
      'schema/a array',
      'schema/a/0 number',
      'schema/a/1 object',
      'schema/a/1/b null',
      'schema/c string',
      'schema/a bool',
    ]);
  });
  it('leaves the path as it was given', () => {
    const path: Array<string | number> = ['schema'];
    eachValue(tree('{"a":{"b":[[1]]}}'), path, () => {});
    expect(path).toEqual(['schema']);
  });
  it('walks the deepest nesting Go decodes without recursing', () => {
    const depth = 10_000; // Go's limit, and 4x what crashed a recursive walk
    let deepest = 0;
    eachValue(tree('['.repeat(depth) + ']'.repeat(depth)), [], (_, path) => {
      deepest = Math.max(deepest, path.length);
    });
    expect(deepest).toBe(depth - 1);
  });
});
