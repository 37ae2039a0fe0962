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
// it could not type), is left to this thread, which makes the call itself,
// so a walk reports the same with or without the addon (tests compare
// both). Without the addon (no C compiler at build time, another platform,
// a run from the sources) every call is made here, as before.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { BStr } from '../go/bytes.js';
import { clean } from '../go/gopath.js';
import { loadAddon } from '../source/addon.js';
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

const HERE = path.dirname(fileURLToPath(import.meta.url));
const BYTE_STRING = /^[\x00-\xff]*$/;
const LISTING = 0;
const MANIFEST = 1;

const addonIn = (dir: string): Addon | undefined => loadAddon<Addon>(dir, PREFETCH_ADDON, ['start', 'take', 'stop']);

/** Whether `dir` has a prefetch addon that loads. */
export const hasPrefetch = (dir = HERE): boolean => addonIn(dir) !== undefined;

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

/** A listing as the addon gives it: for each entry a type letter, the name (a byte string), a NUL. */
export function parseListing(s: string): Listed[] {
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
 * A thread walking ahead below `root`, or undefined without the addon. Only
 * for a root in clean form, whose children the walk joins with one "/" as
 * the thread does (another root's children are joined by filepath.Join).
 */
export function startPrefetch(root: BStr, dir = HERE): Prefetch | undefined {
  // The addon takes paths as latin1: a byte string's every char is one byte (the walk's paths
  // are the root's and the listings' bytes), anything else would not round-trip.
  if (root !== clean(root) || !BYTE_STRING.test(root)) return undefined;
  const addon = addonIn(dir);
  if (addon === undefined) return undefined;
  const handle = addon.start(root);
  if (handle === undefined) return undefined;
  return {
    list: (folder) => {
      const s = addon.take(handle, folder, LISTING, into);
      return s === undefined ? undefined : parseListing(s);
    },
    manifest: (file) => {
      const n = addon.take(handle, file, MANIFEST, into);
      return n === undefined ? undefined : into.subarray(0, n);
    },
    stop: () => addon.stop(handle),
  };
}
