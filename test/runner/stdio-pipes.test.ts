// The child's stdio are real pipes, as os/exec's os.Pipe gives them, not
// libuv's socketpairs: /dev/stdout, /dev/stderr and /dev/stdin open, and
// `[ -p /dev/stdout ]` holds (manager.md 6). And a deadline that has passed
// before exec.Cmd.Start wins over everything, with nothing started.
import { existsSync, mkdirSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { HELPER_SCRIPT, HEREDOC_SCRIPT, PIPELINE_SCRIPT, helperPipes, openStdioPipesSoon, prefetchStdioPipes } from '../../src/runner/pipe-helper.js';
import { type RunRequest, runSkillProcess } from '../../src/runner/runner.js';
import { lastLine, makeSkill, runCliAsync, tempDir } from '../run/helpers.js';

const tmp = tempDir();
afterAll(() => tmp.remove());
let n = 0;
const skill = (script: string): string => makeSkill(tmp.dir, `p${n++}`, script);
const run = (entry: string, over: Partial<RunRequest> = {}) =>
  runSkillProcess({ entry, env: [], stdin: Buffer.from('{"a":1}'), deadlineMs: 10_000, ...over });
// This process's FIFO dirs (CLIs of other test files may be making theirs).
const fifoDirs = (): string[] => readdirSync(tmpdir()).filter((d) => d.startsWith(`ongrid-skills-fifo-${process.pid}-`));

describe('the child stdio are pipes', () => {
  it.concurrent('echo > /dev/stdout reaches stdout', async () => {
    const f = await run(skill("#!/bin/sh\n/bin/cat >/dev/null\necho '{\"a\":1}' > /dev/stdout\n"));
    expect(f.stderr.toString()).toBe('');
    expect(f.exitCode).toBe(0);
    expect(f.stdout.toString()).toBe('{"a":1}\n');
  });

  it.concurrent('echo > /dev/stderr reaches stderr, live', async () => {
    const live: Buffer[] = [];
    const f = await run(skill("#!/bin/sh\necho oops > /dev/stderr\necho '{}'\n"), { onStderr: (c) => live.push(c) });
    expect(f.exitCode).toBe(0);
    expect(f.stderr.toString()).toBe('oops\n');
    expect(Buffer.concat(live).toString()).toBe('oops\n');
    expect(f.stdout.toString()).toBe('{}\n');
  });

  it.concurrent('cat /dev/stdin reads the args, then EOF', async () => {
    const f = await run(skill('#!/bin/sh\n/bin/cat /dev/stdin\n'), { stdin: Buffer.from('{"x":[1,2]}') });
    expect(f.stderr.toString()).toBe('');
    expect(f.stdout.toString()).toBe('{"x":[1,2]}');
  });

  it.concurrent('cat /dev/stdin opened after the args are all written and our end closed still reads them', async () => {
    // A FIFO here waits for a writer for ever (the manager's pipe does not): the call timed out.
    const f = await run(skill('#!/bin/sh\n/bin/sleep 0.3\n/bin/cat /dev/stdin\n'), { stdin: Buffer.from('{"late":1}'), deadlineMs: 5000 });
    expect(f.deadlinePassed).toBe(false);
    expect(f.stdout.toString()).toBe('{"late":1}');
  });

  it.concurrent('[ -p ] holds for all three, and the child ends block', async () => {
    const script =
      '#!/bin/sh\n[ -p /dev/stdin ] && [ -p /dev/stdout ] && [ -p /dev/stderr ] || exit 9\n' +
      // A slow writer: a non-blocking stdin would make cat fail with EAGAIN.
      '/bin/cat\n';
    const f = await run(skill(script), { stdin: Buffer.from('{"slow":true}') });
    expect(f.exitCode).toBe(0);
    expect(f.stdout.toString()).toBe('{"slow":true}');
  });

  it.concurrent('still passes 1 MiB of args through /dev/stdin and 20 MiB out through /dev/stdout', async () => {
    const big = JSON.stringify({ blob: 'x'.repeat(1 << 20) });
    const f = await run(skill('#!/bin/sh\n/usr/bin/wc -c < /dev/stdin > /dev/stderr\n/usr/bin/head -c 20971520 /dev/zero > /dev/stdout\n'), {
      stdin: Buffer.from(big),
    });
    expect(f.exitCode).toBe(0);
    expect(f.stderr.toString().trim()).toBe(String(big.length));
    expect(f.stdoutSeen).toBe(20971520);
  });

  it('leaves no FIFO dir and no fd behind, also when the start fails', async () => {
    const fds = (): number => readdirSync('/proc/self/fd').length;
    const ok = skill("#!/bin/sh\nprintf '{}'\n");
    const broken = skill('#!/nonexistent/interpreter\n');
    await run(ok);
    const before = fds();
    for (let i = 0; i < 5; i++) {
      expect((await run(ok)).exitCode).toBe(0);
      expect((await run(broken)).start).toEqual({ ok: false, code: 'ENOENT' });
    }
    expect(fds()).toBe(before);
    expect(fifoDirs()).toEqual([]);
  });

  it('gives real pipes where no FIFO can be made (no temp folder)', async () => {
    const root = path.join(tmp.dir, `nofifo${n++}`);
    makeSkill(root, 'probe', "#!/bin/sh\n[ -p /dev/stdin ] && [ -p /dev/stdout ] || exit 9\nprintf '{}'\n");
    const r = await runCliAsync(['run', 'probe'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: root, TMPDIR: path.join(tmp.dir, 'no-such-dir') }, input: '{}' });
    expect(r.code, r.stderr.toString()).toBe(0);
    expect(r.stdout.toString()).toBe('{}');
  });

  it("are the helper's even when the run was busy past the helper's time limit before it waited", async () => {
    prefetchStdioPipes();
    // Busy for 2.5 s, as a walk of a big tree on a loaded machine can be; the helper is done meanwhile.
    Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 2500);
    const saved = process.env.TMPDIR;
    process.env.TMPDIR = path.join(tmp.dir, 'no-such-dir'); // no FIFO can be made: only the helper gives pipes
    try {
      const pipes = await openStdioPipesSoon();
      expect(pipes).toBeDefined();
      pipes?.dispose();
    } finally {
      if (saved === undefined) delete process.env.TMPDIR;
      else process.env.TMPDIR = saved;
    }
  });

  it('the helper makes three pipes with /bin/sh, whichever shell it is', async () => {
    const pipes = await helperPipes(HELPER_SCRIPT);
    expect(pipes).toBeDefined();
    pipes!.dispose();
  });

  for (const [way, script, sh] of [
    ['here-documents of dash itself', HEREDOC_SCRIPT, '/bin/dash'],
    ["a pipeline's subshells (a shell whose here-documents are not pipes)", PIPELINE_SCRIPT, '/bin/sh'],
  ] as const) {
    it.skipIf(!existsSync(sh))(`the helper makes three pipes with ${way}`, async () => {
      const pipes = await helperPipes(script, sh);
      expect(pipes).toBeDefined();
      const { fstatSync } = await import('node:fs');
      const inodes = pipes!.childFds.map((fd) => fstatSync(fd as number));
      expect(inodes.every((st) => st.isFIFO())).toBe(true);
      expect(new Set(inodes.map((st) => st.ino)).size).toBe(3);
      pipes!.dispose();
    });
  }

  it.skipIf(!existsSync('/bin/bash'))("the helper's script gets its pipes from the pipeline where /bin/sh is bash (an empty here-document is /dev/null there)", async () => {
    // Named sh, as /bin/sh would be (bash as bash reads ~/.bashrc when its stdin is a socket).
    const sh = path.join(tmp.dir, `bin${n++}`, 'sh');
    mkdirSync(path.dirname(sh));
    symlinkSync('/bin/bash', sh);
    const pipes = await helperPipes(HELPER_SCRIPT, sh);
    expect(pipes).toBeDefined();
    pipes!.dispose();
  });

  it('the helper says no pipes when its shell makes none (here-documents as files)', async () => {
    // The here-document part alone, its pipes faked away: it closes them and ends.
    expect(await helperPipes(HEREDOC_SCRIPT.replace('/proc/self/fd/6', '/no/such/fd'))).toBeUndefined();
  });

  it('the helper gives up at once on a line that names no pid (no /proc), not after its time limit', async () => {
    const started = Date.now();
    expect(await helperPipes('echo "b "; echo "c "; read -r _')).toBeUndefined();
    expect(Date.now() - started).toBeLessThan(1500);
  });

  it('falls back to socketpairs where no FIFO can be made', async () => {
    const root = path.join(tmp.dir, `fallback${n++}`);
    makeSkill(root, 'plain', "#!/bin/sh\nin=$(/bin/cat)\nprintf '%s' \"$in\"\n");
    const r = await runCliAsync(['run', 'plain'], {
      env: { ONGRID_SKILLS_EXTERNAL_DIRS: root, TMPDIR: path.join(tmp.dir, 'no-such-dir') },
      input: '{"b":2}',
    });
    expect(r.code).toBe(0);
    expect(r.stdout.toString()).toBe('{"b":2}');
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
