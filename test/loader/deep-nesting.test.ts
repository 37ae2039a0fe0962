// Nesting as deep as Go accepts (10,000 levels) must never reach the
// JavaScript stack: the manager registers such a skill, so must we.
import { afterEach, describe, expect, it } from 'vitest';
import { toBStr } from '../../src/go/bytes.js';
import { encodeGo, toGoValue } from '../../src/go/goencode.js';
import { parseGoJson } from '../../src/go/gojson.js';
import { loadSkills } from '../../src/loader/loader.js';
import { toolParameters } from '../../src/views/agent-tool.js';
import { checkArgsSchema } from '../../src/runner/args-schema.js';
import { runCli } from '../helpers/cli.js';
import { RUN_SH, buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

const arrays = (n: number): string => '['.repeat(n) + ']'.repeat(n);
const objects = (n: number): string => '{"a":'.repeat(n - 1) + '{}' + '}'.repeat(n - 1);

function deepSkill(field: string, value: string): void {
  base = tempBase();
  const text = `{"name":"deep","description":"d","entry":"run.sh","class":"safe","${field}":${value}}`;
  buildTree(base, { files: [{ path: 'r/s/skill.json', text }, { path: 'r/s/run.sh', text: RUN_SH, mode: '0755' }] });
}

const registered = 'skill loader: registered subprocess skill "deep" from $T/r/s/skill.json';
const lines = (): string[] => loadSkills({ roots: [toBStr(`${base}/r`)], builtins: true }).lines.map((l) => l.split(base).join('$T'));

describe('nesting to Go’s limit', () => {
  it.each([
    ['schema', objects(9999)],
    ['schema', arrays(9999)],
    ['schema', `{"type":"object","x":${arrays(9998)}}`],
    ['unknown', arrays(9999)],
  ])('registers a skill whose %s nests 9,999 deep', (field, value) => {
    deepSkill(field, value);
    expect(lines()).toEqual([registered]);
  });

  it('rejects an env_allow element nested 9,998 deep with Go’s type error, not a crash', () => {
    deepSkill('env_allow', `[${arrays(9998)}]`);
    expect(lines()).toEqual([
      'skill loader: parse $T/r/s/skill.json: decode: json: cannot unmarshal array into Go struct field SkillManifest.env_allow of type string',
    ]);
  });

  it('one level more is Go’s depth error', () => {
    deepSkill('schema', arrays(10000));
    expect(lines()).toEqual(["skill loader: parse $T/r/s/skill.json: decode: invalid character '[' exceeded max depth"]);
  });

  it('decodes and re-encodes a 9,999-deep schema for the agent tool byte for byte', () => {
    const schema = objects(9999);
    expect(toolParameters(schema)).toEqual({ ok: true, parameters: schema.slice(0, -1) + ',"type":"object"}' });
    const list = `[${arrays(9998)},1e2,{"b":2,"a":[true,null,"x"]}]`;
    const parsed = parseGoJson(list);
    if (!parsed.ok) throw new Error(parsed.error.message);
    expect(encodeGo(toGoValue(parsed.value))).toBe(`[${arrays(9998)},100,{"a":[true,null,"x"],"b":2}]`);
  });

  it('the args check gives up on a schema too deep for ajv, saying why, never a stack trace (the manager never checks: the call goes on)', async () => {
    const check = await checkArgsSchema(objects(9999), Buffer.from('{}'));
    expect(check).toEqual({ kind: 'unchecked', reason: { cause: 'schema', depth: 9999 } });
  });

  it('the args check gives up on a $ref into itself, naming it', async () => {
    const check = await checkArgsSchema('{"$ref":"#"}', Buffer.from('{}'));
    expect(check).toEqual({ kind: 'unchecked', reason: { cause: 'self-reference' } });
  });

  it('scan, list --tools and run --no-validate-args work on it end to end', () => {
    deepSkill('schema', objects(9999));
    const scan = runCli(['scan', `${base}/r`]);
    expect(scan.stderr.split(base).join('$T')).toBe(registered + '\n');
    expect(scan.code).toBe(0);
    const tools = runCli(['list', '--tools', 'openai', `${base}/r`]);
    expect(tools.code).toBe(0);
    expect(tools.stdout).toContain('"parameters":{"a":{"a":');
    const run = runCli(['run', '--dir', `${base}/r`, '--no-validate-args', '--as', 'llm', 'deep'], { input: '{}' });
    expect(run.stdout).toBe('{"error":"","result":{}}');
  });
});
