// run --image REF: the engine is asked first (a client with no engine is
// the engine's own line), and the container is started as the manager
// starts a skill. This machine has a docker client and no engine, so the
// run itself goes through a stand-in docker that records its arguments and
// runs what it was asked to run here.
import { chmodSync, existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';
import { onPath } from '../../src/target/place.js';
import { REPO } from '../validate/fixtures.js';

const SKILL = path.join(REPO, 'fixtures/target/plain-sh');
let base: string | undefined;
afterEach(() => {
  if (base) removeBase(base);
  base = undefined;
});

describe('run --image', () => {
  const docker = onPath('docker');
  it.skipIf(!docker)('a docker client with no engine: the engine\'s own error, one line, exit 2', () => {
    const probe = runCli(['run', 'sh_whoami', '--dir', SKILL, '--image', 'ongrid-test:none', '-q']);
    expect(probe.code).toBe(2);
    const error = probe.stderr.split('\n').find((l) => l.startsWith('error: '));
    // Either the engine is down (this machine) or the image is not there.
    expect(error).toMatch(/^error: --image ongrid-test:none: .*(docker|podman) cannot run it: /);
  });

  it('no docker or podman on PATH: what to install', () => {
    base = tempBase();
    const r = runCli(['run', 'sh_whoami', '--dir', SKILL, '--image', 'x', '-q'], { env: { PATH: base } });
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('error: --image needs docker or podman, and neither is on PATH');
  });

  it('starts the container as uid 65532, cwd /, no network, the root read-only, env -i with the allowed names', () => {
    base = tempBase();
    const log = path.join(base, 'args');
    // The stand-in: `image inspect` succeeds; `run` records its arguments, then runs the entrypoint's script here, with the image's HOME.
    writeFileSync(
      path.join(base, 'docker'),
      `#!/bin/sh\n[ "$1" = image ] && exit 0\nprintf '%s\\n' "$@" > '${log}'\nwhile [ "$1" != --entrypoint ]; do shift; done\nshift 3\nexport HOME=/var/lib/ongrid\nexec /bin/sh "$@"\n`,
    );
    chmodSync(path.join(base, 'docker'), 0o755);
    const r = runCli(['run', 'sh_whoami', '--dir', SKILL, '--image', 'ongrid:v0.13.4', '-q'], { env: { PATH: `${base}:/usr/bin:/bin` } });
    expect(r.code, r.stderr).toBe(0);
    expect(JSON.parse(r.stdout)).toMatchObject({ home: '/var/lib/ongrid', cwd: process.cwd() === '/' ? '/' : expect.any(String) });
    const args = readFileSync(log, 'utf8').trim().split('\n');
    expect(args.slice(0, 9)).toEqual(['run', '--rm', '-i', '--user', '65532:65532', '--workdir', '/', '--network', 'none']);
    expect(args).toContain(`${SKILL}:${SKILL}:ro`);
    expect(args.at(-2)).toBe('exec /usr/bin/env -i -- ${HOME+"HOME=$HOME"} "$0"');
    expect(args.at(-1)).toBe(path.join(SKILL, 'run.sh'));
    expect(existsSync(log)).toBe(true);
  });
});
