// `target build`: scripts/target/build-rootfs.sh into the cache folder as root (debootstrap and chroot need it). The
// script renames into place with its ready marker last; a half-built folder is replaced, never used.
import { existsSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../errors.js';
import { childProcess } from '../platform/node-builtin.js';
import { BUNDLE_DIR } from '../platform/bundle-dir.js';
import { onPath } from './place.js';
import { rootfsOf, rootfsState } from './rootfs.js';

const SCRIPT = 'scripts/target/build-rootfs.sh';

function scriptPath(): string {
  for (const up of ['..', '../..']) {
    const file = path.resolve(BUNDLE_DIR, up, SCRIPT);
    if (existsSync(file)) return file;
  }
  throw new UsageError(`${SCRIPT} is missing from this installation`, 'reinstall ongrid-skills');
}

export type BuildOutcome = { kind: 'ready'; rootfs: string } | { kind: 'built'; rootfs: string; replaced: boolean } | { kind: 'failed'; code: number | null };

export async function buildRootfs(dir: string, mirror?: string): Promise<BuildOutcome> {
  const rootfs = rootfsOf(dir);
  const state = rootfsState(dir);
  if (state === 'ready') return { kind: 'ready', rootfs };
  if (process.getuid?.() !== 0) throw new UsageError('target build needs root (debootstrap and chroot)', `run it as root: sudo ongrid-skills target build --dir ${dir}`);
  if (!onPath('debootstrap')) throw new UsageError('target build needs debootstrap, which is not installed', 'apt-get install -y debootstrap');
  const script = scriptPath();
  const code = await new Promise<number | null>((resolve) => {
    const child = childProcess().spawn('/bin/sh', [script, rootfs, ...(mirror ? [mirror] : [])], { stdio: ['ignore', 'inherit', 'inherit'] });
    child.on('error', () => resolve(null));
    child.on('exit', (c) => resolve(c));
  });
  if (code !== 0 || rootfsState(dir) !== 'ready') return { kind: 'failed', code };
  return { kind: 'built', rootfs, replaced: state === 'half-built' };
}
