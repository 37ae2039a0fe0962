// `test` through the bin: reporters (JUnit parsed back by junit2json),
// timeouts, the order of output under --jobs, bad test files, the paths.
import { parse } from 'junit2json';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base: string;
/** All of stdin with shell builtins (the args are multi-line as written in the test file). */
const READ_ALL = 's=; while IFS= read -r l || [ -n "$l" ]; do s="$s$l"; done';

const skill = (name: string, script: string, extra: Record<string, unknown> = {}) => [
  { path: `${name}/skill.json`, text: JSON.stringify({ name, description: 'd', entry: 'run.sh', timeout_seconds: 5, ...extra }) },
  { path: `${name}/run.sh`, text: `#!/bin/sh\n${script}\n`, mode: '0755' },
];
const tests = (name: string, cases: unknown[], file = name) => ({ path: `${name}/tests/${file}.test.json`, text: JSON.stringify({ cases }, null, 2) + '\n' });

beforeAll(() => {
  base = tempBase();
  buildTree(base, {
    files: [
      ...skill('echo', `${READ_ALL}; echo "$s"; echo "said $s" >&2`, { env_allow: ['GREETING'] }),
      tests('echo', [
        { name: 'subset', args: { a: 1, b: 'x' }, expect: { result: { a: 1 } } },
        { name: 'types', args: { a: 1, b: 'x', c: [1, 2] }, expect: { result: { a: { $type: 'integer' }, b: { $regex: '^x$' }, c: { $any: true } } } },
        { name: 'stderr', args: { s: 1 }, expect: { stderr: '/^said \\{/' } },
        { name: 'rest envelope', as: 'rest', args: { a: 1 }, expect: { exact: '{"result":{"a":1}}' } },
        { name: 'llm re-encodes args', as: 'llm', args: { z: 1, a: 2, edge_id: 3 }, expect: { exact: '{"error":"","result":{"a":2,"z":1}}' } },
        { name: 'wrong', args: { a: 2 }, expect: { result: { a: 1, missing: true } } },
      ]),
      ...skill('env', `${READ_ALL}; printf` + '  \'{"g":"%s"}\' "$GREETING"', { env_allow: ['GREETING'] }),
      tests('env', [{ name: 'env reaches the skill', env: { GREETING: 'hej' }, expect: { result: { g: 'hej' } } }]),
      ...skill('slow', 'exec /bin/sleep 5'),
      tests('slow', [{ name: 'times out', timeout: 0.2, expect: { ok: false, error: 'subprocess skill slow: timed out after 200ms' } }]),
      ...skill('fails', 'echo boom >&2; exit 7'),
      tests('fails', [{ name: 'exit 7', expect: { error: '/exit 7 \\(stderr: boom\\)$/' } }]),
      { path: 'bad/skill.json', text: JSON.stringify({ name: 'bad', description: 'd', entry: 'run.sh' }) },
      { path: 'bad/run.sh', text: '#!/bin/sh\necho {}\n', mode: '0755' },
      { path: 'bad/tests/bad.test.json', text: '{\n  "cases": [\n    {"name": "x", "env": {"HOME": "/"}, "expec": {}}\n  ]\n}\n' },
    ],
  });
  // Three skills that finish in reverse order of their names, for --jobs.
  for (const [n, s] of [['p1', '0.6'], ['p2', '0.3'], ['p3', '0']]) {
    buildTree(base, { files: [...skill(n, `/bin/sleep ${s}; echo '{}'`).map((f) => ({ ...f, path: `par/${f.path}` })), { ...tests(n, [{ name: `${n} a` }, { name: `${n} b` }]), path: `par/${n}/tests/${n}.test.json` }] });
  }
});
afterAll(() => removeBase(base));

describe('test', () => {
  it('checks every matcher, and shows what differs', () => {
    const r = runCli(['test', 'echo'], { cwd: base });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/✓ subset[\s\S]*✓ types[\s\S]*✓ stderr[\s\S]*✓ rest envelope[\s\S]*✓ llm re-encodes args[\s\S]*✗ wrong/);
    expect(r.stdout).toContain('result /a: expected 1, got 2');
    expect(r.stdout).toContain('result /missing: missing');
    expect(r.stdout).toMatch(/^5 passed, 1 failed/m);
    expect(r.stderr).toContain('skill loader: registered subprocess skill "echo"');
  });

  it('passes env values for env_allow names, and the filter picks cases', () => {
    expect(runCli(['test', 'env'], { cwd: base }).code).toBe(0);
    const f = runCli(['test', 'echo', '--filter', '/^(subset|types)$/'], { cwd: base });
    expect(f.code).toBe(0);
    expect(f.stdout).toMatch(/^2 passed, 0 failed/m);
  });

  it('a timeout and a failing skill give the manager error texts', () => {
    const r = runCli(['test', 'slow', 'fails'], { cwd: base });
    expect(r.code, r.stdout).toBe(0);
  });

  it('a bad test file: exit 2 with file:line:col, nothing run', () => {
    const r = runCli(['test', 'bad'], { cwd: base });
    expect(r.code).toBe(2);
    expect(r.stdout).toContain('bad/tests/bad.test.json:3:41  error  unknown key "expec" in case 1; did you mean "expect"?');
    expect(r.stdout).toContain('bad/tests/bad.test.json:3:5  error  env "HOME" is not in the env_allow of bad');
  });

  it('keeps output in file order whatever finishes first', () => {
    const r = runCli(['test', 'par', '--jobs', '3'], { cwd: base });
    expect(r.code).toBe(0);
    const names = [...r.stdout.matchAll(/✓ (p\d \w)/g)].map((m) => m[1]);
    expect(names).toEqual(['p1 a', 'p1 b', 'p2 a', 'p2 b', 'p3 a', 'p3 b']);
    expect(r.stderr.indexOf('"p1"')).toBeLessThan(r.stderr.indexOf('"p3"'));
  });

  it('--reporter junit parses back with a JUnit parser', async () => {
    const r = runCli(['test', 'echo', 'bad', '--reporter', 'junit'], { cwd: base });
    const doc = await parse(r.stdout);
    expect(doc).toMatchObject({ tests: 7, failures: 1, errors: 1 });
    const suites = (doc as { testsuite: Array<{ name: string; testcase: Array<{ name: string; failure?: Array<{ message: string; inner?: string }> }> }> }).testsuite;
    expect(suites.map((s) => s.name)).toEqual(['bad/tests/bad.test.json', 'echo/tests/echo.test.json']);
    const wrong = suites[1].testcase.find((c) => c.name === 'wrong')!;
    expect(wrong.failure?.[0].message).toBe('expected 1, got 2');
    expect(wrong.failure?.[0].inner).toContain('+++ got');
  });

  it('--reporter github annotates the case line; json is the report', () => {
    const g = runCli(['test', 'echo', '--reporter', 'github'], { cwd: base });
    expect(g.stdout).toMatch(/^::error file=echo\/tests\/echo.test.json,line=70,col=5,title=ongrid-skills test%3A wrong::result \/a: expected 1, got 2%0A/m);
    const j = JSON.parse(runCli(['test', 'echo', '--reporter', 'json'], { cwd: base }).stdout);
    expect(j.totals).toMatchObject({ passed: 5, failed: 1 });
    expect(j.files[0].cases[5]).toMatchObject({ name: 'wrong', status: 'fail', line: 70 });
  });

  it('usage: no test files, a bad --jobs', () => {
    expect(runCli(['test', 'slow/run.sh'], { cwd: base }).code).toBe(2);
    expect(runCli(['test', 'echo', '--jobs', '0'], { cwd: base }).stderr).toMatch(/^error: --jobs must be a whole number/);
  });
});
