import { describe, expect, it } from 'vitest';
import type { Observed } from '../../src/golden/evaluate.js';
import { parseTestFile } from '../../src/golden/test-file.js';
import { indentUnit, updateTestFile } from '../../src/golden/update.js';

const ok = (stdout: string): Observed => ({ ok: true, stdout: Buffer.from(stdout), reply: Buffer.from(stdout), stderr: Buffer.alloc(0), elapsedMs: 1 });
const failed = (error: string): Observed => ({ ok: false, error, stderr: Buffer.from('boom\n'), elapsedMs: 1 });

function update(text: string, got: Observed[]): string {
  const f = parseTestFile(text);
  expect(f.problems).toEqual([]);
  return updateTestFile(text, f.cases.map((testCase, i) => ({ testCase, got: got[i] })));
}

describe('--update', () => {
  it('rewrites only the expect value, in the file indentation, keeping matchers that still hold', () => {
    const text = '{\n    "cases": [\n        {\n            "name": "a",\n            "args": {"x": 1},\n            "expect": {"result": {"id": {"$regex": "^u"}, "n": 1}}\n        }\n    ]\n}\n';
    const out = update(text, [ok('{"n":2,"id":"u9","more":[1]}')]);
    expect(out).toBe(
      '{\n    "cases": [\n        {\n            "name": "a",\n            "args": {"x": 1},\n            "expect": {"result": {"id": {"$regex": "^u"}, "n": 2, "more": [1]}, "ok": true}\n        }\n    ]\n}\n',
    );
  });

  it('renders multi-line expectations multi-line, and adds expect to a case without one', () => {
    const text = '{\n\t"cases": [\n\t\t{\n\t\t\t"name": "a"\n\t\t}\n\t]\n}';
    expect(indentUnit(text)).toBe('\t');
    const out = update(text, [ok('{"a":1}')]);
    expect(out).toBe('{\n\t"cases": [\n\t\t{\n\t\t\t"name": "a",\n\t\t\t"expect": {\n\t\t\t\t"ok": true,\n\t\t\t\t"result": {\n\t\t\t\t\t"a": 1\n\t\t\t\t}\n\t\t\t}\n\t\t}\n\t]\n}');
  });

  it('records a failure as ok false with the error; a /regex/ error that still holds is kept', () => {
    const text = '{"cases": [{"name": "a", "expect": {"result": {"x": 1}}}, {"name": "b", "expect": {"error": "/exit 1/"}}]}';
    const out = update(text, [failed('subprocess skill k: exit 1 (stderr: boom)'), failed('subprocess skill k: exit 1 (stderr: boom)')]);
    expect(out).toBe('{"cases": [{"name": "a", "expect": {"ok": false, "error": "subprocess skill k: exit 1 (stderr: boom)"}}, {"name": "b", "expect": {"error": "/exit 1/", "ok": false}}]}');
  });

  it('is stable: updating with the same results again changes nothing', () => {
    const text = '{\n  "cases": [\n    {\n      "name": "a",\n      "expect": {\n        "ok": true\n      }\n    }\n  ]\n}\n';
    const once = update(text, [ok('{"a":[1,2]}')]);
    expect(update(once, [ok('{"a":[1,2]}')])).toBe(once);
  });
});
