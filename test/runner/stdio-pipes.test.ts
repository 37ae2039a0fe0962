// With the child addon, the child's stdio are real pipes, as os/exec's
// os.Pipe gives them, not libuv's socketpairs: /dev/stdout, /dev/stderr and
// /dev/stdin open, and `[ -p /dev/stdout ]` holds (docs/manager.md, the
// runner). Without it (node:child_process, docs/install.md "Without the
// addon") they are sockets, and a skill reading fd 0 still gets its args.
// Both ways through the CLI: .ci/run runs this file again with
// ONGRID_SKILLS_NO_ADDON=1. And a deadline that has passed before
// exec.Cmd.Start wins over everything, with nothing started.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { type RunRequest, runSkillProcess } from '../../src/runner/runner.js';
import { WITH_ADDON } from '../helpers/addon.js';
import { lastLine, makeSkill, runCliAsync, tempDir } from '../run/helpers.js';

const tmp = tempDir();
afterAll(() => tmp.remove());
let n = 0;
const skill = (script: string): string => makeSkill(tmp.dir, `p${n++}`, script);
const run = (entry: string, over: Partial<RunRequest> = {}) =>
  runSkillProcess({ entry, env: [], stdin: Buffer.from('{"a":1}'), deadlineMs: 10_000, ...over });

/** `run` of a skill made of `script`, through the CLI, with `input` as its args. */
async function cliRun(script: string, input = '{"a":1}') {
  const root = path.join(tmp.dir, `cli${n++}`);
  makeSkill(root, 'probe', script);
  return runCliAsync(['run', 'probe'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: root }, input });
}

describe.skipIf(!WITH_ADDON)('with the addon, the child stdio are pipes', () => {
  it.concurrent('echo > /dev/stdout reaches stdout', async () => {
    const r = await cliRun("#!/bin/sh\n/bin/cat >/dev/null\necho '{\"a\":1}' > /dev/stdout\n");
    expect(r.code, r.stderr.toString()).toBe(0);
    expect(r.stdout.toString()).toBe('{"a":1}\n');
  });

  it.concurrent('echo > /dev/stderr reaches stderr', async () => {
    const r = await cliRun("#!/bin/sh\necho oops > /dev/stderr\necho '{}'\n");
    expect(r.code).toBe(0);
    expect(r.stderr.toString()).toContain('oops\n');
    expect(r.stdout.toString()).toBe('{}\n');
  });

  it.concurrent('cat /dev/stdin reads the args, then EOF', async () => {
    const r = await cliRun('#!/bin/sh\n/bin/cat /dev/stdin\n', '{"x":[1,2]}');
    expect(r.code, r.stderr.toString()).toBe(0);
    expect(r.stdout.toString()).toBe('{"x":[1,2]}');
  });

  it.concurrent('cat /dev/stdin opened after the args are all written and our end closed still reads them', async () => {
    const r = await cliRun('#!/bin/sh\n/bin/sleep 0.3\n/bin/cat /dev/stdin\n', '{"late":1}');
    expect(r.code, r.stderr.toString()).toBe(0);
    expect(r.stdout.toString()).toBe('{"late":1}');
  });

  it.concurrent('[ -p ] holds for all three, and the child ends block', async () => {
    // A slow writer: a non-blocking stdin would make cat fail with EAGAIN.
    const r = await cliRun('#!/bin/sh\n[ -p /dev/stdin ] && [ -p /dev/stdout ] && [ -p /dev/stderr ] || exit 9\n/bin/cat\n', '{"slow":true}');
    expect(r.code, r.stderr.toString()).toBe(0);
    expect(r.stdout.toString()).toBe('{"slow":true}');
  });

  it.concurrent('still passes 1 MiB of args through /dev/stdin and 20 MiB out through /dev/stdout', async () => {
    const big = JSON.stringify({ blob: 'x'.repeat(1 << 20) });
    const r = await cliRun('#!/bin/sh\n/usr/bin/wc -c < /dev/stdin > /dev/stderr\n/usr/bin/head -c 20971520 /dev/zero > /dev/stdout\n', big);
    // 20 MiB of NULs is no JSON: the run fails after reading all of it, as the manager's would.
    expect(r.stderr.toString()).toContain(String(big.length));
    expect(r.stdout.length).toBe(0);
  });
});

describe.skipIf(WITH_ADDON)("without the addon, node:child_process's socketpairs", () => {
  it.concurrent('a skill reading fd 0 gets its args, and its stdout is kept', async () => {
    const r = await cliRun("#!/bin/sh\nin=$(/bin/cat)\nprintf '%s' \"$in\"\n", '{"b":2}');
    expect(r.code, r.stderr.toString()).toBe(0);
    expect(r.stdout.toString()).toBe('{"b":2}');
  });

  it.concurrent('are not pipes: [ -p /dev/stdout ] is false (the documented difference)', async () => {
    const r = await cliRun("#!/bin/sh\n[ -p /dev/stdout ] && exit 9\nprintf '{}'\n");
    expect(r.code, r.stderr.toString()).toBe(0);
    expect(r.stdout.toString()).toBe('{}');
  });
});

describe('the runner from the sources (no addon there)', () => {
  it.concurrent('starts the child through node:child_process, stdin and stdout connected', async () => {
    const f = await run(skill('#!/bin/sh\n/bin/cat\n'), { stdin: Buffer.from('{"x":1}') });
    expect(f.exitCode).toBe(0);
    expect(f.stdout.toString()).toBe('{"x":1}');
  });
});

describe('a deadline passed before the start', () => {
  it.concurrent('under 1 ms: timed out, the skill never runs', async () => {
    const marker = path.join(tmp.dir, `ran${n++}`);
    const f = await run(skill(`#!/bin/sh\n/usr/bin/touch ${marker}\necho '{}'\n`), { deadlineMs: 0 });
    expect(f.deadlinePassed).toBe(true);
    expect(f.start.ok).toBe(false);
    await new Promise((r) => setTimeout(r, 100));
    expect(existsSync(marker)).toBe(false);
  });

  it.concurrent('under 1 ms: timed out even for a script with no #!', async () => {
    const f = await run(skill("echo '{}'\n"), { deadlineMs: 0 });
    expect(f.deadlinePassed).toBe(true);
  });

  // timeout_seconds 20211507185753197 times 10^9 wraps around int64 to 512 ns.
  const tiny = (name: string, script: string): string => {
    const root = path.join(tmp.dir, `tiny${n++}`);
    const dir = path.join(root, name);
    mkdirSync(dir, { recursive: true });
    writeFileSync(
      path.join(dir, 'skill.json'),
      `{"name":"${name}","description":"tiny","entry":"run.sh","timeout_seconds":20211507185753197}`,
    );
    writeFileSync(path.join(dir, 'run.sh'), script, { mode: 0o755 });
    return root;
  };

  it('the CLI reports `timed out after 512ns` for a normal script', async () => {
    const root = tiny('tiny', "#!/bin/sh\necho '{}'\n");
    const r = await runCliAsync(['run', 'tiny'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: root }, input: '{}' });
    expect(r.code).toBe(1);
    expect(lastLine(r.stderr)).toBe('subprocess skill tiny: timed out after 512ns');
  });

  it('the CLI reports `timed out after 512ns` for a script with no #!', async () => {
    const root = tiny('tiny_nox', "echo '{}'\n");
    const r = await runCliAsync(['run', 'tiny_nox'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: root }, input: '{}' });
    expect(r.code).toBe(1);
    expect(lastLine(r.stderr)).toBe('subprocess skill tiny_nox: timed out after 512ns');
  });
});
