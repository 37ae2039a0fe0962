// The manager's container for real (slow suite: npm run test:slow): builds
// the root filesystem with `target build` (debootstrap, as root, about two
// minutes; ONGRID_TARGET_DIR names one built already to reuse), then runs
// the fixture skills in it with bwrap as uid 65532: Node, jq and requests
// fail with the manager's error texts, plain sh and python3 succeed, a hang
// is stopped at its timeout, a flood is capped, and nothing inside can write
// to the skill folder.
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';
import { REPO } from '../validate/fixtures.js';
import { onPath } from '../../src/target/place.js';

const TARGET = path.join(REPO, 'fixtures/target');
const reuse = process.env.ONGRID_TARGET_DIR;
const missing = process.getuid?.() !== 0 ? 'not root' : !onPath('bwrap') ? 'no bwrap' : !reuse && !onPath('debootstrap') ? 'no debootstrap' : undefined;
let dir = reuse ?? '';
let built = false;

beforeAll(() => {
  if (missing || reuse) return;
  dir = mkdtempSync(path.join(tmpdir(), 'ongrid-target-'));
  chmodSync(dir, 0o755); // bwrap, as uid 65532, must pass it (mkdtemp makes it 0700)
  const r = runCli(['target', 'build', '--dir', dir], { timeoutMs: 900_000 });
  if (r.code !== 0) throw new Error(`target build failed: ${r.stderr.slice(-2000)}`);
  built = true;
}, 900_000);

afterAll(() => {
  if (built) rmSync(dir, { recursive: true, force: true });
});

function run(name: string, folder: string, input = '{}', extra: string[] = []) {
  return runCli(['run', name, '--dir', folder, '--target', 'manager-image', '--target-dir', dir, '-q', ...extra], { input, timeoutMs: 120_000 });
}

const lastLine = (s: string): string => s.trimEnd().split('\n').at(-1) ?? '';

describe.skipIf(missing !== undefined)(`run --target manager-image (skipped: ${missing ?? 'no'})`, () => {
  it('the root filesystem is whole: its ready marker was written last', () => {
    expect(existsSync(path.join(dir, 'rootfs/.ongrid-target-ready'))).toBe(true);
    expect(readFileSync(path.join(dir, 'rootfs/etc/passwd'), 'utf8')).toContain('nonroot:x:65532:65532');
  });

  it('a plain sh skill succeeds, as uid 65532, HOME the manager state dir, cwd /', () => {
    const r = run('sh_whoami', path.join(TARGET, 'plain-sh'));
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ uid: '65532', home: '/var/lib/ongrid', cwd: '/' });
  });

  it('a plain python3 skill succeeds with the image python', () => {
    const r = run('py_echo', path.join(TARGET, 'plain-python'), '{"a":1}');
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toEqual({ args: { a: 1 }, python: '3.11.2' });
  });

  it('a Node skill: env finds no node (exit 127)', () => {
    const r = run('node_hello', path.join(TARGET, 'node-skill'));
    expect(r.code).toBe(1);
    expect(lastLine(r.stderr)).toBe("subprocess skill node_hello: exit 127 (stderr: /usr/bin/env: 'node': No such file or directory)");
  });

  it('a jq skill: the #! interpreter is missing (the start fails)', () => {
    const folder = path.join(TARGET, 'jq-skill');
    const r = run('jq_echo', folder);
    expect(r.code).toBe(1);
    expect(lastLine(r.stderr)).toBe(`subprocess skill jq_echo: start: fork/exec ${folder}/run.jq: no such file or directory (stderr: )`);
  });

  it('an import requests skill: ModuleNotFoundError', () => {
    const r = run('fetch_status', path.join(TARGET, 'requests-skill'));
    expect(r.code).toBe(1);
    expect(lastLine(r.stderr)).toBe("ModuleNotFoundError: No module named 'requests')");
    expect(r.stderr).toMatch(/^subprocess skill fetch_status: exit 1 \(stderr: Traceback/m);
  });

  describe('a skill that misbehaves inside', () => {
    let base: string;
    beforeAll(() => {
      base = tempBase();
      chmodSync(base, 0o755); // mkdtemp makes it 0700, which uid 65532 could not enter
      const manifest = (name: string, entry: string) => JSON.stringify({ name, description: 'd', entry, timeout_seconds: 1, env_allow: ['PATH'] });
      buildTree(base, {
        files: [
          { path: 'hang/skill.json', text: manifest('hang', 'run.sh') },
          { path: 'hang/run.sh', text: '#!/bin/sh\nsleep 60\n', mode: '0755' },
          { path: 'flood/skill.json', text: manifest('flood', 'run.sh') },
          { path: 'flood/run.sh', text: '#!/bin/sh\nhead -c 20000000 /dev/zero | tr "\\0" "a"\n', mode: '0755' },
          { path: 'writer/skill.json', text: manifest('writer', 'run.sh') },
          { path: 'writer/run.sh', text: '#!/bin/sh\nif touch "$(dirname "$0")/planted" 2>/dev/null; then echo \'{"wrote":true}\'; else echo \'{"wrote":false}\'; fi\n', mode: '0755' },
        ],
      });
    });
    afterAll(() => removeBase(base));

    it('a 0700 root-owned root: uid 65532 cannot enter it, the start fails as in the container', () => {
      chmodSync(base, 0o700);
      try {
        const r = run('hang', base);
        expect(lastLine(r.stderr)).toBe(`subprocess skill hang: start: fork/exec ${base}/hang/run.sh: permission denied (stderr: )`);
      } finally {
        chmodSync(base, 0o755);
      }
    });

    it('a hang is killed at its timeout', () => {
      const r = run('hang', base);
      expect(lastLine(r.stderr)).toBe('subprocess skill hang: timed out after 1s');
    });

    it('a flood is capped at 16 MiB (then not JSON)', () => {
      const r = run('flood', base);
      expect(lastLine(r.stderr)).toMatch(/^subprocess skill flood: stdout is not valid JSON \(first 200B: \.\.\.a{200}\)$/);
      expect(r.stderr).toContain('the skill wrote 20000000 bytes to stdout; the manager keeps the first 16 MiB (16777216 bytes)');
    });

    it('the skill folder is read-only inside', () => {
      const r = run('writer', base);
      expect(r.stdout.trim()).toBe('{"wrote":false}');
      expect(existsSync(path.join(base, 'writer/planted'))).toBe(false);
    });
  });
});
