// `list --tools`: the tool definitions byte for byte as the manager builds
// them (docs/manager.md#what-the-model-sees): description plus the result preview; the schema
// decoded into map[string]any (numbers as float64), `type` added when
// missing, `null` -> {}, no schema -> an empty object schema; re-encoded by
// Go with sorted keys and HTML-safe escapes; only safe skills; a schema
// that is not an object (or does not fit float64) drops the tool.
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const SUFFIX = '\\n\\nReturns: {...} (subprocess skill output)';

/** One safe skill per schema text ('' = no schema key); returns `list --tools openai` parameters by name. */
function parametersOf(schemas: Record<string, string>): { params: Record<string, string>; stderr: string } {
  base = tempBase();
  const files = Object.entries(schemas).flatMap(([name, schema]) =>
    skill(`s/${name}`, `{"name":"${name}","description":"d","entry":"run.sh"${schema === '' ? '' : `,"schema":${schema}`}}`)!,
  );
  buildTree(base, { files });
  const r = runCli(['list', '--dir', `${base}/s`, '--tools', 'openai']);
  expect(r.code).toBe(0);
  const params: Record<string, string> = {};
  for (const line of r.stdoutBytes.toString('latin1').split('\n').filter((l) => l.startsWith('{'))) {
    const m = /^\{"type":"function","function":\{"name":"([a-z0-9_]+)","description":"d\\n\\nReturns: \{\.\.\.\} \(subprocess skill output\)","parameters":(.*)\}\},?$/s.exec(line);
    expect(m, line).not.toBeNull();
    params[m![1]] = Buffer.from(m![2], 'latin1').toString('utf8');
  }
  return { params, stderr: r.stderr };
}

describe('parameters as the manager re-encodes them', () => {
  it('defaults: no schema, null, {} and a schema without type', () => {
    const { params } = parametersOf({ none: '', nul: 'null', empty: '{}', untyped: '{"properties":{"a":{"type":"string"}}}' });
    expect(params).toEqual({
      none: '{"properties":{},"type":"object"}',
      nul: '{"type":"object"}',
      empty: '{"type":"object"}',
      untyped: '{"properties":{"a":{"type":"string"}},"type":"object"}',
    });
  });

  it('keys sorted by bytes at every level; a repeated key keeps its last value; a given type is kept', () => {
    const { params } = parametersOf({
      order: '{"b":1,"B":2,"_":3,"a":{"z":true,"y":null},"é":5,"z":[3,1]}',
      repeated: '{"type":"object","a":1,"a":2}',
      array: '{"type":"array","items":{"type":"string"}}',
    });
    expect(params.order).toBe('{"B":2,"_":3,"a":{"y":null,"z":true},"b":1,"type":"object","z":[3,1],"é":5}');
    expect(params.repeated).toBe('{"a":2,"type":"object"}');
    expect(params.array).toBe('{"items":{"type":"string"},"type":"array"}');
  });

  it('numbers come back as Go prints a float64', () => {
    const { params } = parametersOf({
      nums: '{"type":"object","n":[1.0,1e3,0.50,-0,1E21,1e20,1e-7,0.000001,123456789012345678901234567890,-12.5e-3,1e-400]}',
    });
    expect(params.nums).toBe('{"n":[1,1000,0.5,-0,1e+21,100000000000000000000,1e-7,0.000001,1.2345678901234568e+29,-0.0125,0],"type":"object"}');
  });

  it('strings: HTML characters, U+2028/U+2029 and controls escaped; escapes resolved; other UTF-8 raw', () => {
    const { params } = parametersOf({
      text: '{"type":"object","description":"<b> & \\u00e9\\/\\t\\u0001\\u007f \u2028\u2029 \\ud83d\\ude00 \\ud800 \\"q\\" \\\\"}',
    });
    expect(params.text).toBe('{"description":"\\u003cb\\u003e \\u0026 é/\\t\\u0001\u007f \\u2028\\u2029 😀 \ufffd \\"q\\" \\\\","type":"object"}');
  });

  it('a schema that is not an object, or holds a number beyond float64, drops the tool with a warning', () => {
    const { params, stderr } = parametersOf({ arr: '["a"]', bool: 'true', big: '{"type":"object","maximum":1e400}', fine: '{}' });
    expect(Object.keys(params)).toEqual(['fine']);
    expect(stderr).toContain('warning: no tool for "arr": its schema is an array, not an object');
    expect(stderr).toContain('warning: no tool for "bool": its schema is a boolean, not an object');
    expect(stderr).toContain('warning: no tool for "big": its schema holds 1e400, which does not fit a float64');
  });
});

describe('the three shapes', () => {
  function tools(shape: string): string {
    base = tempBase();
    buildTree(base, {
      files: [
        ...skill('s/b', { name: 'b_tool', description: 'Reads <logs> & more', entry: 'run.sh', schema: { properties: { n: { type: 'integer' } } } })!,
        ...skill('s/a', { name: 'a_tool', description: 'First', entry: 'run.sh' })!,
        ...skill('s/m', { name: 'm_tool', description: 'Writes', entry: 'run.sh', class: 'mutating' })!,
        ...skill('s/x', { name: 'x_tool', description: 'Deletes', entry: 'run.sh', class: 'dangerous' })!,
      ],
    });
    const r = runCli(['list', '--dir', `${base}/s`, '--tools', shape]);
    expect(r.code).toBe(0);
    return r.stdout;
  }

  it('openai: {"type":"function","function":{name, description, parameters}}, safe skills only, by name', () => {
    expect(tools('openai')).toBe(
      '[\n' +
        `{"type":"function","function":{"name":"a_tool","description":"First${SUFFIX}","parameters":{"properties":{},"type":"object"}}},\n` +
        `{"type":"function","function":{"name":"b_tool","description":"Reads \\u003clogs\\u003e \\u0026 more${SUFFIX}","parameters":{"properties":{"n":{"type":"integer"}},"type":"object"}}}\n` +
        ']\n',
    );
  });

  it('anthropic: {name, description, input_schema}', () => {
    expect(tools('anthropic')).toBe(
      '[\n' +
        `{"name":"a_tool","description":"First${SUFFIX}","input_schema":{"properties":{},"type":"object"}},\n` +
        `{"name":"b_tool","description":"Reads \\u003clogs\\u003e \\u0026 more${SUFFIX}","input_schema":{"properties":{"n":{"type":"integer"}},"type":"object"}}\n` +
        ']\n',
    );
  });

  it('mcp: {name, description, inputSchema}; and the output is a JSON array', () => {
    const out = tools('mcp');
    expect(out).toBe(
      '[\n' +
        `{"name":"a_tool","description":"First${SUFFIX}","inputSchema":{"properties":{},"type":"object"}},\n` +
        `{"name":"b_tool","description":"Reads \\u003clogs\\u003e \\u0026 more${SUFFIX}","inputSchema":{"properties":{"n":{"type":"integer"}},"type":"object"}}\n` +
        ']\n',
    );
    expect(JSON.parse(out)).toHaveLength(2);
  });

  it('no visible skill: an empty array', () => {
    base = tempBase();
    buildTree(base, { files: skill('s/m', { name: 'm_tool', description: 'Writes', entry: 'run.sh', class: 'mutating' }) });
    expect(runCli(['list', '--dir', `${base}/s`, '--tools', 'openai']).stdout).toBe('[]\n');
  });
});
