// Where `target build`'s root filesystem lives, and whether it is whole: the ready marker is written last and the tree
// renamed into place, so a folder without it is half-built and never used.
import { existsSync } from 'node:fs';
import { homedir } from 'node:os';
import path from 'node:path';

export const READY_MARKER = '.ongrid-target-ready';

/** The cache folder: `--target-dir`, else $XDG_CACHE_HOME (or ~/.cache)/ongrid-skills/target; for root
 * /var/cache/ongrid-skills/target, since uid 65532 enters it and cannot pass /root. */
export function targetDir(given: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  if (given) return path.resolve(given);
  if (process.getuid?.() === 0 && !env.XDG_CACHE_HOME) return '/var/cache/ongrid-skills/target';
  const cache = env.XDG_CACHE_HOME && path.isAbsolute(env.XDG_CACHE_HOME) ? env.XDG_CACHE_HOME : path.join(homedir(), '.cache');
  return path.join(cache, 'ongrid-skills', 'target');
}

export const rootfsOf = (dir: string): string => path.join(dir, 'rootfs');

export type RootfsState = 'ready' | 'missing' | 'half-built';

export function rootfsState(dir: string): RootfsState {
  const rootfs = rootfsOf(dir);
  if (existsSync(path.join(rootfs, READY_MARKER))) return 'ready';
  return existsSync(rootfs) ? 'half-built' : 'missing';
}
