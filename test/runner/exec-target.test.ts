// The child gets the manager's exact bytes: env
// names such as "10" in env_allow's order, values and entry paths that are
// not UTF-8, and the entry's real path as $0.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { goEnvTable } from '../../src/go/environ.js';
import { childEnv } from '../../src/runner/child-env.js';
import { execTarget, trampolineStartCode } from '../../src/runner/exec-target.js';
import { runOutcome } from '../../src/runner/run-outcome.js';
import { type RunRequest, runSkillProcess } from '../../src/runner/runner.js';
import { makeSkill, tempDir } from '../run/helpers.js';

const tmp = tempDir();
afterAll(() => tmp.remove());
let n = 0;
const ENVIRON = "#!/bin/sh\n/usr/bin/tr '\\000' '\\n' < /proc/$$/environ\n";
const run = (entry: string, over: Partial<RunRequest> = {}) =>
  runSkillProcess({ entry, env: [], stdin: Buffer.from('{}'), deadlineMs: 10_000, ...over });

/** A skill whose folder name holds a byte that is not UTF-8; returns the entry as a byte string. */
function rawSkill(script: string): string {
  const dir = Buffer.concat([Buffer.from(`${tmp.dir}/raw${n++}`), Buffer.from([0xff])]);
  mkdirSync(dir);
  const entry = Buffer.concat([dir, Buffer.from('/run.sh')]);
  writeFileSync(entry, script);
  chmodSync(entry, 0o755);
  return entry.toString('latin1');
}

describe('the child environment, byte for byte', () => {
  const env = goEnvTable(['10=ten', 'A=a', 'B=\xff', '2=two', 'A=shadowed']);

  it('takes names like "10" and raw values from the environment table, in env_allow order', () => {
    expect(childEnv(['A', ' 10 ', 'MISSING', 'B', '2', 'A'], env)).toEqual([['10', 'ten'], ['B', '\xff'], ['2', 'two'], ['A', 'a']]);
  });

  it.concurrent('the child sees "10" after "A" when env_allow says so', async () => {
    const f = await run(makeSkill(tmp.dir, `e${n++}`, ENVIRON), { env: childEnv(['A', '10', '2'], env) });
    expect(f.stdout.toString()).toBe('A=a\n10=ten\n2=two\n');
  });

  it.concurrent('the child sees a value that is not UTF-8 as its bytes, and nothing else', async () => {
    const f = await run(makeSkill(tmp.dir, `e${n++}`, ENVIRON), { env: childEnv(['10', 'B'], env) });
    expect(f.stdout.toString('latin1')).toBe('10=ten\nB=\xff\n');
    expect(f.start.ok).toBe(true);
  });
});

describe('an entry whose path is not UTF-8', () => {
  it.concurrent('runs with its real path as $0, argv alone, stdin as given', async () => {
    const entry = rawSkill('#!/bin/sh\nin=$(/bin/cat)\nprintf \'%s|%s|%s\' "$0" $# "$in"\n');
    const f = await run(entry, { stdin: Buffer.from('{"a":1}') });
    expect(f.stdout.toString('latin1')).toBe(`${entry}|0|{"a":1}`);
  });

  it.concurrent('a start error is the manager’s, not env’s line', async () => {
    const entry = rawSkill('#!/nonexistent/interp\n');
    const f = await run(entry);
    expect(f.start).toEqual({ ok: false, code: 'ENOENT' });
    const o = runOutcome('raw', entry, 30_000_000_000n, f);
    expect(o).toMatchObject({ ok: false, error: `subprocess skill raw: start: fork/exec ${entry}: no such file or directory (stderr: )` });
  });
});

describe('execTarget', () => {
  it('spawns directly whatever Node can pass as text', () => {
    const t = execTarget('/x/run.sh', [['10', 'ten'], ['A', '\xc3\xa9']]);
    expect(t).toMatchObject({ file: '/x/run.sh', args: [], trampoline: false });
    expect(Object.keys(t.env)).toEqual(['10', 'A']);
  });

  it('reads env(1)’s exec error back only when it is all of stderr', () => {
    expect(trampolineStartCode(126, Buffer.from("/usr/bin/env: '/x': Permission denied\n"))).toBe('EACCES');
    expect(trampolineStartCode(127, Buffer.from("own line\n/usr/bin/env: '/x': No such file or directory\n"))).toBeUndefined();
    expect(trampolineStartCode(1, Buffer.from("/usr/bin/env: '/x': Permission denied\n"))).toBeUndefined();
  });
});
