// Folder listings kept from the loader's walk, so `validate` lists each
// folder once: its document search (doc-discovery.ts)
// and the rules that look next to a manifest (tests/, examples/) ask here
// first, and list the folder themselves only when the walk did not. Off
// unless a command switches it on (scan and run keep nothing).
//
// A kept listing is the one readdir gave for that exact path string (the
// walk's own, names in latin1, entries with the types the listing gave):
// the same answer another readdir of that path would give a moment later,
// its entries in byte order (the walk's).
import type { Dirent } from 'node:fs';
import { isAscii } from '../go/bytes.js';

/** What a walk reads of a listed entry. */
export type Listed = Pick<Dirent, 'name' | 'isFile' | 'isDirectory' | 'isSymbolicLink' | 'isFIFO' | 'isSocket' | 'isCharacterDevice' | 'isBlockDevice'>;

let kept: Map<string, Listed[]> | undefined;

/** Keep every listing the walk makes from now on (and forget earlier ones). */
export function keepListings(on = true): void {
  kept = on ? new Map() : undefined;
}

/** Called by the walk with each folder it listed (byte-string path, latin1 names). */
export function noteListing(path: string, entries: Listed[]): void {
  kept?.set(path, entries);
}

/** The walk's listing of `path` (byte string), or undefined when it did not list it. */
export function keptListing(path: string): readonly Listed[] | undefined {
  return kept?.get(path);
}

/**
 * The walk's listing of `path` for a caller that works in UTF-8 strings:
 * only when the path and every name are ASCII, where both spellings agree.
 */
export function keptUtf8Listing(path: string): readonly Listed[] | undefined {
  if (kept === undefined || !isAscii(path)) return undefined;
  const entries = kept.get(path);
  if (entries === undefined) return undefined;
  for (const e of entries) if (!isAscii(e.name)) return undefined;
  return entries;
}

/** Whether the walk's listing of `folder` has `name`: undefined when it did not list it. */
export function keptHas(folder: string, name: string): boolean | undefined {
  const entries = kept?.get(folder);
  return entries === undefined ? undefined : entries.some((e) => e.name === name);
}

/**
 * What the walk's listing of `folder` says `name` is, without a stat:
 * `absent`, `file`, `dir` or `other` (a FIFO, socket or device); undefined
 * when it cannot say (the folder was not listed, a name is not ASCII, or
 * the entry is a symbolic link, which only a stat follows).
 */
export function keptKind(folder: string, name: string): 'absent' | 'file' | 'dir' | 'other' | undefined {
  const entries = keptUtf8Listing(folder);
  if (entries === undefined || !isAscii(name)) return undefined;
  const e = entries.find((x) => x.name === name);
  if (e === undefined) return 'absent';
  if (e.isSymbolicLink()) return undefined;
  return e.isFile() ? 'file' : e.isDirectory() ? 'dir' : 'other';
}
