// Folder listings kept from the loader's walk so `validate` lists each folder once
// (docs/architecture.md#why-it-is-fast-where-it-is); off unless switched on; byte order, names and a type letter each.
import type { Dirent } from 'node:fs';
import { compareBytes, isAscii } from '../go/bytes.js';

export type Listed = Pick<Dirent, 'name' | 'isFile' | 'isDirectory' | 'isSymbolicLink' | 'isFIFO' | 'isSocket' | 'isCharacterDevice' | 'isBlockDevice'>;

export interface KeptEntry {
  readonly name: string;
  isFile(): boolean;
  isDirectory(): boolean;
  isSymbolicLink(): boolean;
}

interface Kept {
  /** In byte order. */
  names: string[];
  /** One letter a name: f file, d folder, l link, o anything else (a FIFO, a device, a type the listing did not give). */
  kinds: string;
  /** Every name is ASCII (then its UTF-8 and latin1 spellings agree). */
  ascii: boolean;
}

class Entry implements KeptEntry {
  constructor(
    readonly name: string,
    private readonly kind: string,
  ) {}
  isFile(): boolean {
    return this.kind === 'f';
  }
  isDirectory(): boolean {
    return this.kind === 'd';
  }
  isSymbolicLink(): boolean {
    return this.kind === 'l';
  }
}

let kept: Map<string, Kept> | undefined;

/** Keep every listing the walk makes from now on (and forget earlier ones). */
export function keepListings(on = true): void {
  kept = on ? new Map() : undefined;
}

const kindOf = (e: Listed): string => (e.isFile() ? 'f' : e.isDirectory() ? 'd' : e.isSymbolicLink() ? 'l' : 'o');

/** Called by the walk with each folder it listed (byte-string path, latin1 names, in byte order). */
export function noteListing(path: string, entries: readonly Listed[]): void {
  if (kept === undefined) return;
  const names = new Array<string>(entries.length);
  let kinds = '';
  let ascii = true;
  for (let i = 0; i < entries.length; i++) {
    const name = entries[i].name;
    names[i] = name;
    kinds += kindOf(entries[i]);
    if (ascii && !isAscii(name)) ascii = false;
  }
  kept.set(path, { names, kinds, ascii });
}

const entriesOf = (k: Kept): KeptEntry[] => k.names.map((name, i) => new Entry(name, k.kinds[i]));

/** The walk's listing of `path` (byte string), or undefined when it did not list it. */
export function keptListing(path: string): readonly KeptEntry[] | undefined {
  const k = kept?.get(path);
  return k === undefined ? undefined : entriesOf(k);
}

/** keptListing for UTF-8 callers: only when the path and every name are ASCII, where both spellings agree. */
export function keptUtf8Listing(path: string): readonly KeptEntry[] | undefined {
  const k = kept?.get(path);
  return k === undefined || !k.ascii || !isAscii(path) ? undefined : entriesOf(k);
}

function indexOf(names: readonly string[], name: string): number {
  let lo = 0;
  let hi = names.length - 1;
  while (lo <= hi) {
    const mid = (lo + hi) >>> 1;
    const c = compareBytes(names[mid], name);
    if (c === 0) return mid;
    if (c < 0) lo = mid + 1;
    else hi = mid - 1;
  }
  return -1;
}

/** Whether the walk's listing of `folder` has `name`: undefined when it did not list it. */
export function keptHas(folder: string, name: string): boolean | undefined {
  const k = kept?.get(folder);
  return k === undefined ? undefined : indexOf(k.names, name) !== -1;
}

/** What the walk's listing says `name` in `folder` is, without a stat; undefined when it cannot say (folder not
 * listed, a non-ASCII name, or a symbolic link, which only a stat follows). */
export function keptKind(folder: string, name: string): 'absent' | 'file' | 'dir' | 'other' | undefined {
  const k = kept?.get(folder);
  if (k === undefined || !k.ascii || !isAscii(folder) || !isAscii(name)) return undefined;
  const i = indexOf(k.names, name);
  if (i === -1) return 'absent';
  const kind = k.kinds[i];
  return kind === 'l' ? undefined : kind === 'f' ? 'file' : kind === 'd' ? 'dir' : 'other';
}
