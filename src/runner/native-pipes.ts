// The child's three pipes by pipe(2) itself, through the bundle's small
// Node-API addon (addon/pipes.c, built to dist/ongrid-skills-pipes.node by
// scripts/build.mjs where a C compiler is found). Node 20 has no pipe(2);
// without the addon the /bin/sh helper makes them (pipe-helper.ts), which
// costs a run a process start. Loading the addon takes about 0.3 ms.
//
// The addon returns six fds, all close-on-exec, ours non-blocking: the same
// ends pipe-helper.ts opens through /proc. Anything else (no file, another
// platform's build, a throw, a reply of another shape) means: no addon, and
// the next way is taken, with whatever it did open closed.
import { loadAddon } from '../source/addon.js';
import { BUNDLE_DIR } from '../source/bundle-dir.js';
import { type StdioPipes, closeFds, wrap } from './stdio-pipes.js';

/** The addon's file, next to the bundle. */
export const PIPES_ADDON = 'ongrid-skills-pipes.node';

interface Addon {
  pipes(): unknown;
}

const addonIn = (dir: string): Addon | undefined => loadAddon<Addon>(dir, PIPES_ADDON, ['pipes']);

/** Whether `dir` has an addon that loads. */
export const hasNativePipes = (dir = BUNDLE_DIR): boolean => addonIn(dir) !== undefined;

const isFd = (v: unknown): v is number => Number.isInteger(v) && (v as number) >= 0;

/** Three real pipes made by the addon in `dir`; undefined without one, or when pipe(2) fails (EMFILE). */
export function nativePipes(dir = BUNDLE_DIR): StdioPipes | undefined {
  const addon = addonIn(dir);
  if (addon === undefined) return undefined;
  let fds: unknown;
  try {
    fds = addon.pipes();
  } catch {
    return undefined; // it closed what it opened
  }
  if (!Array.isArray(fds) || !fds.every(isFd)) return undefined;
  if (fds.length !== 6) {
    closeFds(fds);
    return undefined;
  }
  const [inR, inW, outR, outW, errR, errW] = fds as number[];
  return wrap({ inR, inW, outR, outW, errR, errW });
}
