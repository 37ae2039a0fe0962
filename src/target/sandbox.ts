// The manager's container as bubblewrap makes it (docs/target.md#run-and-test-in-the-container). As root it is entered
// as uid 65532 (setpriv), so a folder only root may enter stays closed; place.ts checks bwrap's way in as that user.
import { closeSync, constants, lstatSync, openSync, readdirSync, readlinkSync } from 'node:fs';
import path from 'node:path';
import { fromBStr } from '../go/bytes.js';
import type { ChildEnv } from '../runner/child-env.js';
import type { Wrap } from '../runner/runner.js';

export interface Mount {
  host: string;
  container: string;
}

export interface SandboxSpec {
  bwrap: string;
  /** setpriv's path when we are root (it drops to uid 65532 before bwrap). */
  setpriv?: string;
  rootfs: string;
  mounts: readonly Mount[];
  home: string;
  uid: number;
  gid: number;
  network: boolean;
}

/** bwrap's command line; `fds` are open folders, given to it as fds 3, 4, ... */
export type SandboxCommand = Omit<Wrap, 'facts'>;

const SKIP = new Set(['/proc', '/dev', '/tmp', '/sys']);

/** bwrap's root: top-level entries bound read-only, except on the way to a mount point or HOME, where a folder is made
 * and its entries bound one by one, so bwrap never writes to the root filesystem. */
function rootArgs(rootfs: string, keepOpen: string[]): string[] {
  const split = new Set<string>();
  for (const p of keepOpen) for (let d = p; d !== '/'; d = path.posix.dirname(d)) split.add(d);
  const args: string[] = [];
  const todo = ['/'];
  while (todo.length > 0) {
    const dir = todo.pop()!;
    let names: string[];
    try {
      names = readdirSync(path.join(rootfs, dir)).sort();
    } catch {
      continue; // a mount point the root filesystem does not have: bwrap makes it
    }
    for (const name of names) {
      const p = path.posix.join(dir, name);
      if (SKIP.has(p) || (dir === '/' && name.startsWith('.'))) continue;
      const st = lstatSync(path.join(rootfs, p));
      if (st.isSymbolicLink()) args.push('--symlink', readlinkSync(path.join(rootfs, p)), p);
      else if (split.has(p) && st.isDirectory()) {
        args.push('--perms', (st.mode & 0o7777).toString(8).padStart(4, '0'), '--dir', p);
        todo.push(p);
      } else args.push('--ro-bind', path.join(rootfs, p), p);
    }
  }
  return args;
}

export function sandboxCommand(spec: SandboxSpec, entry: string, env: ChildEnv): SandboxCommand {
  const fds: number[] = [];
  const dispose = (): void => fds.forEach((fd) => closeSync(fd));
  try {
    const open = (dir: string): number => {
      fds.push(openSync(dir, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NONBLOCK));
      return 2 + fds.length; // the child's fd: after stdin, stdout, stderr
    };
    const args = rootArgs(spec.rootfs, [...spec.mounts.map((m) => m.container), spec.home]);
    args.push('--proc', '/proc', '--dev', '/dev', '--tmpfs', '/tmp');
    for (const m of spec.mounts) args.push('--ro-bind-fd', String(open(m.host)), m.container);
    args.push('--unshare-all', ...(spec.network ? ['--share-net'] : []), '--die-with-parent');
    if (!spec.setpriv) args.push('--unshare-user', '--uid', String(spec.uid), '--gid', String(spec.gid));
    args.push('--clearenv');
    for (const [k, v] of env) args.push('--setenv', fromBStr(k), fromBStr(v));
    args.push('--chdir', '/', '--', entry);
    if (!spec.setpriv) return { file: spec.bwrap, args, fds, dispose };
    const drop = ['--reuid', String(spec.uid), '--regid', String(spec.gid), '--clear-groups', '--', spec.bwrap];
    return { file: spec.setpriv, args: [...drop, ...args], fds, dispose };
  } catch (e) {
    dispose();
    throw e;
  }
}
