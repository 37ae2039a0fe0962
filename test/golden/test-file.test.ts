import { describe, expect, it } from 'vitest';
import { parseTestFile } from '../../src/golden/test-file.js';
import { LineIndex } from '../../src/source/position.js';

const problems = (text: string) => {
  const f = parseTestFile(text);
  const li = new LineIndex(text);
  return f.problems.map((p) => ({ ...li.position(p.offset), message: p.message }));
};

describe('golden test files', () => {
  it('reads cases: args as written, env, timeout, as, expectations', () => {
    const f = parseTestFile('{"cases":[{"name":"a","args":{"b":1, "a":2},"env":{"TZ":"UTC"},"timeout":2.5,"as":"llm","expect":{"error":"/x/","stderr":"boom","max_seconds":3}}]}');
    expect(f.problems).toEqual([]);
    const [c] = f.cases;
    expect(c).toMatchObject({ name: 'a', args: '{"b":1, "a":2}', env: { TZ: 'UTC' }, timeoutSeconds: 2.5, as: 'llm' });
    expect(c.expect.ok).toBe(false); // an error expectation means a failing call
    expect(c.expect.maxSeconds).toBe(3);
    expect(c.expect.error).toMatchObject({ kind: 'regex' });
    expect(c.expect.stderr).toEqual({ kind: 'text', text: 'boom' });
  });

  it('reports a syntax error at its position', () => {
    expect(problems('{\n  "cases": [\n    {"name": "a",}\n  ]\n}')).toEqual([{ line: 3, column: 18, message: "not JSON: invalid character '}' looking for beginning of object key string" }]);
  });

  it('reports unknown keys with a did-you-mean, at the key', () => {
    const p = problems('{"cases":[\n {"name":"a","expect":{"reslt":{}}},\n {"nam":"b"}\n]}');
    expect(p).toEqual([
      { line: 2, column: 24, message: 'unknown key "reslt" in case 1: "expect"; did you mean "result"?' },
      { line: 3, column: 3, message: 'unknown key "nam" in case 2; did you mean "name"?' },
      { line: 3, column: 2, message: 'case 2 needs a "name"' },
    ]);
  });

  it('refuses what can never hold or run', () => {
    const msgs = problems(
      '{"cases":[{"name":"a","args":{},"args_file":"x.json"},{"name":"a"},{"name":"c","expect":{"ok":false,"result":{}}},{"name":"d","timeout":0},{"name":"e","as":"grpc"},{"name":"f","expect":{"result":{"x":{"$type":"float"}}}},{"name":"g","expect":{"error":"/(/"}}]}',
    ).map((p) => p.message);
    expect(msgs).toEqual([
      'case 1 gives both "args" and "args_file"; keep one',
      'two cases are named "a"',
      'case 3: "result" with "ok": false can never hold (a failed call has no result)',
      'case 4: "timeout" must be a number of seconds above 0',
      'case 5: "as" is one of direct, rest, llm',
      '$type takes one of string, number, integer, boolean, null, object, array',
      expect.stringMatching(/^case 7: "error" not a regular expression/),
    ]);
  });

  it('needs an object with cases', () => {
    expect(problems('[]')[0].message).toBe('the test file must be an object');
    expect(problems('{}')[0].message).toBe('the test file needs "cases": a list of cases');
    expect(problems('{"cases":{}}')[0].message).toBe('"cases" must be an array of cases');
  });
});
