// A call placed in the manager's container (docs/target.md): `target build`'s root filesystem entered with bwrap as the
// image's user; anything missing for that is one line saying what to install or run.
import { accessSync, constants, realpathSync, statSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { type BStr, fromBStr, toBStr } from '../go/bytes.js';
import type { Skill } from '../loader/loader.js';
import type { CallPlace } from '../runner/call.js';
import { bwrapFacts } from '../runner/exec-target.js';
import { managerImage } from './image.js';
import { rootfsOf, rootfsState, targetDir } from './rootfs.js';
import { type SandboxSpec, sandboxCommand } from './sandbox.js';

export interface PlaceOptions {
  dir?: string;
  network?: boolean;
}

export function onPath(name: string, env: NodeJS.ProcessEnv = process.env): string | undefined {
  for (const dir of (env.PATH ?? '/usr/bin:/bin').split(':')) {
    if (!dir) continue;
    const file = path.join(dir, name);
    try {
      accessSync(file, constants.X_OK);
      return file;
    } catch {
      // not here
    }
  }
  return undefined;
}

/** What running in the container needs here: bwrap, the built root filesystem, setpriv when root. A UsageError naming what to install or run. */
export function sandboxTools(opts: PlaceOptions): { bwrap: string; setpriv?: string; rootfs: string } {
  const bwrap = onPath('bwrap');
  if (!bwrap) throw new UsageError('--target manager-image needs bwrap, which is not installed', 'install bubblewrap (apt-get install bubblewrap, dnf install bubblewrap)');
  const dir = targetDir(opts.dir);
  const state = rootfsState(dir);
  if (state !== 'ready') {
    const what = state === 'missing' ? `no root filesystem in ${dir}` : `${rootfsOf(dir)} is half-built (no ready marker), so it is not used`;
    throw new UsageError(`--target manager-image: ${what}`, `build it (as root, about two minutes): ongrid-skills target build${opts.dir ? ` --dir ${opts.dir}` : ''}`);
  }
  const asRoot = process.getuid?.() === 0;
  const setpriv = asRoot ? onPath('setpriv') : undefined;
  if (asRoot && !setpriv) throw new UsageError('--target manager-image as root needs setpriv to become uid 65532', 'install util-linux (apt-get install util-linux)');
  return { bwrap, setpriv, rootfs: rootfsOf(dir) };
}

function sandboxSpec(skill: Skill, opts: PlaceOptions): SandboxSpec {
  const image = managerImage();
  const root = realpathSync(fromBStr(skill.root));
  return {
    ...sandboxTools(opts),
    mounts: [{ host: root, container: root }],
    home: image.env.HOME,
    uid: image.user.uid,
    gid: image.user.gid,
    network: opts.network === true,
  };
}

/** As root, bwrap runs as uid 65532 and must reach its sources as that user: a folder it cannot pass is said here,
 * before a bwrap line stands in for the result. */
function reachable(spec: SandboxSpec): void {
  if (!spec.setpriv) return;
  for (const target of [spec.rootfs, ...spec.mounts.map((m) => m.host)]) {
    for (let dir = path.dirname(target); ; dir = path.dirname(dir)) {
      const st = statSync(dir);
      const bits = st.uid === spec.uid ? st.mode >> 6 : st.gid === spec.gid ? st.mode >> 3 : st.mode;
      if ((bits & 1) === 0) {
        throw new UsageError(
          `--target manager-image: uid ${spec.uid} cannot pass ${dir} (mode ${(st.mode & 0o7777).toString(8).padStart(4, '0')}) on the way to ${target}`,
          `bwrap enters the container as that user here (the manager's Docker mounts as root): use --target-dir, or move the skills, under a folder it can pass`,
        );
      }
      if (dir === '/') break;
    }
  }
}

export function managerPlace(skill: Skill, opts: PlaceOptions = {}): CallPlace {
  const spec = sandboxSpec(skill, opts);
  reachable(spec);
  const entry = fromBStr(skill.entry);
  const env = new Map<BStr, BStr>(Object.entries(managerImage().env).map(([k, v]) => [toBStr(k), toBStr(v)]));
  return {
    env,
    entry: toBStr(entry),
    wrap(childEnv) {
      const cmd = sandboxCommand(spec, entry, childEnv);
      return { file: cmd.file, args: cmd.args, fds: cmd.fds, facts: bwrapFacts, dispose: cmd.dispose };
    },
  };
}
