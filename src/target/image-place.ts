// A call placed in a real image with docker or podman (`--image REF`, docs/target.md#run-and-test-in-the-container):
// env_allow values are read inside by sh, as only the image knows them; a missing engine is one line in its own words.
import { UsageError } from '../errors.js';
import { type BStr, fromBStr, goTrimSpace } from '../go/bytes.js';
import { childProcess } from '../platform/node-builtin.js';
import type { Skill } from '../loader/loader.js';
import type { CallPlace } from '../runner/call.js';
import { trampolineFacts } from '../runner/exec-target.js';
import { onPath } from './place.js';
import { realpathSync } from 'node:fs';

const NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

function engineFor(ref: string): string {
  const engine = onPath('docker') ?? onPath('podman');
  if (!engine) throw new UsageError('--image needs docker or podman, and neither is on PATH', 'install one (apt-get install podman), or use --target manager-image with bwrap');
  const probe = childProcess().spawnSync(engine, ['image', 'inspect', '--format', '{{.Id}}', ref], { encoding: 'utf8', timeout: 60_000 });
  if (probe.status !== 0) {
    const line = `${probe.stderr ?? ''}`.split('\n').find((l) => l.trim() !== '') ?? `exit ${probe.status}`;
    throw new UsageError(`--image ${ref}: ${engine} cannot run it: ${line.trim()}`, 'start the engine, or pull the image first');
  }
  return engine;
}

export function imagePlace(skill: Skill, ref: string, network = false): CallPlace {
  const engine = engineFor(ref);
  const root = realpathSync(fromBStr(skill.root));
  const entry = fromBStr(skill.entry);
  // Names only: their values are the image's; a name that is not a shell name cannot be set there anyway.
  const names = skill.envAllow.map((n) => fromBStr(goTrimSpace(n))).filter((n) => NAME.test(n));
  const script = `exec /usr/bin/env -i -- ${names.map((n) => `\${${n}+"${n}=$${n}"}`).join(' ')} "$0"`;
  return {
    env: new Map<BStr, BStr>(),
    entry: skill.entry,
    wrap: () => ({
      file: engine,
      args: ['run', '--rm', '-i', '--user', '65532:65532', '--workdir', '/', ...(network ? [] : ['--network', 'none']), '-v', `${root}:${root}:ro`, '--entrypoint', '/bin/sh', ref, '-c', script, entry],
      fds: [],
      facts: trampolineFacts,
      dispose: () => undefined,
    }),
  };
}
