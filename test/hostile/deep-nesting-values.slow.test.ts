// Messages that quote a value (`const`, `enum`), a `$ref` loop across
// two definitions, every tool shape of `list --tools`, validate's text
// output, and golden tests (a deep expected result in the test file, a deep
// result from the skill). None may end in "this is a bug"; each test kills
// the CLI at its own timeout.
import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

const objects = (n: number): string => '{"a":'.repeat(n - 1) + '{}' + '}'.repeat(n - 1);
const arrays = (n: number): string => '['.repeat(n) + ']'.repeat(n);
const RUN = '#!/bin/sh\ncat >/dev/null\necho \'{"ok":1}\'\n';

type File = { path: string; text: string; mode?: string };

function tree(skills: Record<string, string>, more: File[] = []): string {
  base = tempBase();
  const files: File[] = [...more];
  for (const [name, rest] of Object.entries(skills)) {
    files.push({ path: `r/${name}/skill.json`, text: `{"name":"${name}","description":"d","entry":"run.sh","class":"safe"${rest}}` });
    if (!more.some((f) => f.path === `r/${name}/run.sh`)) files.push({ path: `r/${name}/run.sh`, text: RUN, mode: '0755' });
  }
  buildTree(base, { files });
  return `${base}/r`;
}

function noBug(r: { stderr: string; stdout: string }): void {
  expect(r.stderr).not.toMatch(/unexpected failure|this is a bug|Maximum call stack|RangeError/);
  expect(r.stdout).not.toMatch(/this is a bug|Maximum call stack|RangeError/);
}

describe('deep values quoted in messages', () => {
  it('run: args against a 9,997-deep const or enum are refused with the value cut short', () => {
    const root = tree({ c: `,"schema":{"const":${objects(9997)}}`, e: `,"schema":{"enum":[${arrays(9997)}, 1]}` });
    for (const name of ['c', 'e']) {
      const r = runCli(['run', '--dir', root, name], { input: '{}', timeoutMs: 20_000 });
      noBug(r);
      expect(r.code).toBe(2);
      expect(r.stderr).toMatch(new RegExp(`args do not match the schema of "${name}"`));
      const line = r.stderr.split('\n').find((l) => l.includes('must be equal'))!;
      expect(line.length).toBeLessThan(300);
      expect(line).toMatch(/…$/);
    }
  }, 30_000);

  it('validate: an example against a deep const is reported with the value cut short', () => {
    const root = tree({ c: `,"schema":{"const":${objects(9997)}}` }, [{ path: 'r/c/examples/one.json', text: '{}' }]);
    const r = runCli(['validate', root], { timeoutMs: 20_000 });
    noBug(r);
    const line = r.stdout.split('\n').find((l) => l.includes('examples/one.json'))!;
    expect(line).toMatch(/must be equal to constant: \{"a":\{"a".*…/);
    expect(line.length).toBeLessThan(600);
  }, 30_000);
});

describe('a $ref loop across two definitions', () => {
  const loop = ',"schema":{"$defs":{"a":{"$ref":"#/$defs/b"},"b":{"$ref":"#/$defs/a"}},"$ref":"#/$defs/a"}';

  it('run goes on with a note naming the self-reference, not a depth', () => {
    const r = runCli(['run', '--dir', tree({ loop }), 'loop'], { input: '{}', timeoutMs: 20_000 });
    noBug(r);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('{"ok":1}\n');
    expect(r.stderr).toMatch(/note: the args were not checked against the schema of "loop": it refers back to itself/);
  }, 30_000);

  it('validate with an example: one check-failed naming the self-reference', () => {
    const root = tree({ loop, plain: '' }, [{ path: 'r/loop/examples/one.json', text: '{}' }]);
    const r = runCli(['validate', '--format', 'json', root], { timeoutMs: 20_000 });
    noBug(r);
    const diags = (JSON.parse(r.stdout) as { diagnostics: Array<{ rule: string; file: string; message: string }> }).diagnostics;
    expect(diags.some((d) => d.file.endsWith('plain/skill.json'))).toBe(true);
    const failed = diags.filter((d) => d.rule === 'check-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].message).toMatch(/refers back to itself/);
  }, 30_000);
});

describe('deep values in every field, every output', () => {
  const skills = {
    deep: `,"schema":{"type":"object","additionalProperties":${'{"items":'.repeat(9996)}{}${'}'.repeat(9996)}}`,
    other: `,"zzz":${objects(9999)}`,
    plain: '',
  };

  it.each(['openai', 'anthropic', 'mcp'])('list --tools %s lists every tool', (shape) => {
    const r = runCli(['list', '--tools', shape, tree(skills)], { timeoutMs: 20_000 });
    noBug(r);
    expect(r.code).toBe(0);
    const text = r.stdout;
    for (const name of ['deep', 'other', 'plain']) expect(text).toContain(`"${name}"`);
    expect(() => JSON.parse(text)).not.toThrow();
  }, 30_000);

  it('validate (text) reports every file, the deep schema as check-failed', () => {
    const r = runCli(['validate', tree(skills, [{ path: 'r/deep/examples/one.json', text: '{}' }])], { timeoutMs: 30_000 });
    noBug(r);
    expect(r.stdout).toMatch(/deep\/skill\.json.*nested 9998 deep.*\[check-failed\]/);
    expect(r.stdout).toMatch(/other\/skill\.json.*\[unknown-key\]/);
    expect(r.stdout).toMatch(/plain\/skill\.json.*\[timeout-default\]/);
  }, 40_000);
});

describe('golden tests', () => {
  const deepOut = objects(9998);
  const outFiles = (tests: string): File[] => [
    { path: 'r/t/out.json', text: deepOut },
    { path: 'r/t/run.sh', text: '#!/bin/sh\ncat >/dev/null\ncat "$(dirname "$0")/out.json"\n', mode: '0755' },
    { path: 'r/t/tests/a.test.json', text: tests },
  ];

  it('a skill result nested 9,998 deep is compared, diffed, and recorded by --update as its type (deeper than test compares)', () => {
    const cases = '{"cases":[{"name":"any","args":{},"expect":{"result":{"$any":true}}},{"name":"diff","args":{},"expect":{"result":{"a":{"b":1}}}}]}';
    const root = tree({ t: '' }, outFiles(cases));
    const r = runCli(['test', root, '--yes'], { timeoutMs: 20_000 });
    noBug(r);
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/✓ any/);
    expect(r.stdout).toMatch(/-\s+"b": 1/);
    const u = runCli(['test', root, '--yes', '--update', '--filter', 'diff'], { timeoutMs: 20_000 });
    noBug(u);
    expect(u.code).toBe(0);
    expect(readFileSync(`${root}/t/tests/a.test.json`, 'utf8')).toContain('{"name":"diff","args":{},"expect":{"result": {"$type": "object"}, "ok": true}}');
    const again = runCli(['test', root, '--yes', '--filter', 'diff'], { timeoutMs: 20_000 });
    noBug(again);
    expect(again.stdout).toMatch(/1 passed, 0 failed/);
    expect(again.code).toBe(0);
  }, 60_000);

  it('an expected result nested 9,995 deep is a bad test file in test and validate, not a crash', () => {
    const cases = `{"cases":[{"name":"x","args":{},"expect":{"result":${objects(9995)}}}]}`;
    const root = tree({ t: '' }, outFiles(cases));
    const r = runCli(['test', root, '--yes'], { timeoutMs: 20_000 });
    noBug(r);
    expect(r.stdout).toMatch(/"result" nests deeper than 500 levels here; test compares at most 500/);
    const v = runCli(['validate', root], { timeoutMs: 20_000 });
    noBug(v);
    expect(v.stdout).toMatch(/a\.test\.json:.*nests deeper than 500 levels.*\[test-file-invalid\]/);
  }, 40_000);
});
