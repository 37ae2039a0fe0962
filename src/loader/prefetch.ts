// The walk's system calls, made ahead on a second thread: the bundle's small
// Node-API addon (addon/prefetch.c, built to dist/ongrid-skills-prefetch.node
// by scripts/build.mjs where a C compiler is found) starts a thread that
// walks the tree in the walk's own order and lists each folder and reads
// each listed-regular skill.json, as walk.ts would, while this thread
// decodes and checks what came before. A walk of 10,000 skills spends about
// half its time in those calls.
//
// What the thread gives is what this thread's own call would have given a
// moment later (the same call on the same path); anything it did not do,
// or that went another way (an error, a file of 64 KiB or more, an entry
// it could not type, and so its whole folder), is left to this thread, which makes the call itself,
// so a walk reports the same with or without the addon (tests compare
// both). Without the addon (no C compiler at build time, another platform,
// a run from the sources) every call is made here, as before.
import type { BStr } from '../go/bytes.js';
import { clean } from '../go/gopath.js';
import { loadAddon } from '../source/addon.js';
import { BUNDLE_DIR } from '../source/bundle-dir.js';
import type { Listed } from '../source/listings.js';
import type { WalkSource } from './walk.js';

/** The addon's file, next to the bundle. */
export const PREFETCH_ADDON = 'ongrid-skills-prefetch.node';

interface Addon {
  start(root: BStr): unknown;
  take(handle: unknown, path: BStr, kind: 0, into: Buffer): string | undefined;
  take(handle: unknown, path: BStr, kind: 1, into: Buffer): number | undefined;
  stop(handle: unknown): void;
}

const BYTE_STRING = /^[\x00-\xff]*$/;
const LISTING = 0;
const MANIFEST = 1;

const addonIn = (dir: string): Addon | undefined => loadAddon<Addon>(dir, PREFETCH_ADDON, ['start', 'take', 'stop']);

/** Whether `dir` has a prefetch addon that loads. */
export const hasPrefetch = (dir = BUNDLE_DIR): boolean => addonIn(dir) !== undefined;

/** A folder's entry as the thread listed it: its name and the type letter its listing gave. */
class ListedEntry implements Listed {
  constructor(
    readonly name: string,
    private readonly type: number,
  ) {}
  isFile(): boolean {
    return this.type === 0x66; // f
  }
  isDirectory(): boolean {
    return this.type === 0x64; // d
  }
  isSymbolicLink(): boolean {
    return this.type === 0x6c; // l
  }
  isFIFO(): boolean {
    return this.type === 0x70; // p
  }
  isSocket(): boolean {
    return this.type === 0x73; // s
  }
  isCharacterDevice(): boolean {
    return this.type === 0x63; // c
  }
  isBlockDevice(): boolean {
    return this.type === 0x62; // b
  }
}

/** A listing as the addon gives it (sorted by name): for each entry a type letter, the name (a byte string), a NUL. */
function parseListing(s: string): Listed[] {
  const out: Listed[] = [];
  for (let i = 0; i < s.length; ) {
    const end = s.indexOf('\0', i + 1);
    out.push(new ListedEntry(s.slice(i + 1, end), s.charCodeAt(i)));
    i = end + 1;
  }
  return out;
}

/** Where a prefetched manifest is copied: the thread reads none of 64 KiB or more. Valid until the next one. */
const into = Buffer.allocUnsafe(64 * 1024);

export interface Prefetch extends WalkSource {
  /** End the thread and free what it holds (the walk is over). */
  stop(): void;
}

/**
 * The walk's calls this many times before the thread starts: a small tree
 * (a `run`'s, usually) never loads the addon; a big one is a few
 * milliseconds in, and the thread, starting at the root, soon passes the walk.
 */
export const START_AFTER = 128;

/**
 * A thread walking ahead below `root` once the walk has made `after` calls,
 * or undefined where it never can (no addon, or a root not in clean form,
 * whose children the walk joins by filepath.Join, not with one "/" as the
 * thread does).
 */
export function startPrefetch(root: BStr, dir = BUNDLE_DIR, after = START_AFTER): Prefetch | undefined {
  // The addon takes paths as latin1: a byte string's every char is one byte (the walk's paths
  // are the root's and the listings' bytes), anything else would not round-trip.
  if (root !== clean(root) || !BYTE_STRING.test(root)) return undefined;
  let calls = 0;
  let addon: Addon | undefined;
  let handle: unknown;
  /** Whether the thread runs, started at the `after`-th call. */
  const running = (): boolean => {
    if (handle !== undefined) return true;
    if (++calls !== after) return false;
    addon = addonIn(dir);
    handle = addon?.start(root);
    return handle !== undefined;
  };
  return {
    list: (folder) => {
      if (!running()) return undefined;
      const s = addon!.take(handle, folder, LISTING, into);
      return s === undefined ? undefined : parseListing(s);
    },
    manifest: (file) => {
      if (!running()) return undefined;
      const n = addon!.take(handle, file, MANIFEST, into);
      return n === undefined ? undefined : into.subarray(0, n);
    },
    stop: () => {
      if (handle !== undefined) addon!.stop(handle);
      handle = undefined;
      calls = after; // never again
    },
  };
}
