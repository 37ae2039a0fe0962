// Go's filepath.Walk as the manager's loader sees it (docs/manager.md#the-walk).
// The listing's entry types spare the lstat Go makes per entry, but only where
// they are the answer Go's lstat would give; when that cannot be trusted the
// walk does what Go does (docs/internals.md#the-walk).
import { type Stats, lstatSync, readdirSync } from 'node:fs';
import { type BStr, byKey, fsPath } from '../go/bytes.js';
import { GoError, codeOf, errnoText, pathError } from '../go/errno.js';
import { type Refusal, readWhole } from '../go/readfile.js';
import { MANIFEST_CAP } from '../source/caps.js';
import { join } from '../go/gopath.js';
import { type Listed, noteListing } from '../source/listings.js';
import { type Escape, resolveInside } from '../source/read-inside.js';
import type { SiblingLookup } from './build.js';

const MANIFEST = 'skill.json';
/** Linux PATH_MAX counts the NUL: a path of 4096 bytes or more fails lstat. */
const PATH_MAX = 4096;

/**
 * What reading a skill.json came to; the buffer is valid until the next read.
 * `blocked`: a read the manager never finishes (FIFO, endless device) or one over MANIFEST_CAP.
 */
export type ManifestRead = { blocked: Refusal | Escape } | { blocked?: undefined; error: GoError } | { blocked?: undefined; bytes: Buffer };

export interface WalkVisitor {
  error(path: BStr, message: BStr): void;
  /** A name scan and list show as a pack's layout file. */
  marker(path: BStr): void;
  /** How many markers were reported so far; truncate(n) forgets the rest. */
  markers(): number;
  truncateMarkers(n: number): void;
  manifest(path: BStr, read: ManifestRead, siblings?: SiblingLookup): void;
}

interface Frame {
  path: BStr;
  entries: Listed[];
  next: number;
  /** Every entry is lstat'ed, as Go does. */
  slow: boolean;
  /** Something done to an entry succeeded: the folder is searchable. */
  searchable: boolean;
  /** The visitor's marker count when this folder's entries began. */
  markers: number;
  /** Children are joined with filepath.Join (the root's), else with "/". */
  join: boolean;
}

const PACK_MARKERS: ReadonlySet<string> = new Set(['SKILL.md', 'openclaw.plugin.json', '.claude-plugin']);

/** A root whose lexical children may not be its listing's children. */
export function hasDotDot(p: BStr): boolean {
  return /(^|\/)\.\.(\/|$)/.test(p);
}

/**
 * Read skill.json as the manager would, without its hangs: a listed FIFO is
 * never opened (Go's open blocks); anything else is opened non-blocking and capped.
 */
export function readManifest(path: BStr, fifo: boolean, regular: boolean, root?: BStr): ManifestRead {
  if (fifo) return { blocked: { kind: 'blocks', type: 'FIFO' } };
  // A skill.json linked out of the root the walk started at is not read (docs/security.md).
  if (!regular && root !== undefined) {
    const escape = linkOut(root, path);
    if (escape) return { blocked: escape };
  }
  try {
    const read = readWhole(path, MANIFEST_CAP, regular);
    return read.kind === 'bytes' ? { bytes: read.bytes } : { blocked: read };
  } catch (e) {
    if (!(e instanceof GoError)) throw e;
    return { error: e };
  }
}

/** Where a linked skill.json leads when that is outside `root`; undefined inside or when it does not resolve (the read then says why). */
function linkOut(root: BStr, path: BStr): Escape | undefined {
  try {
    const where = resolveInside(root, path);
    return where.kind === 'escapes' ? where : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Walk `start` (a folder) depth first with an explicit stack. `lstatAll` takes
 * the slow way everywhere, so tests prove the fast way ends in the same lines.
 */
export function walkTree(start: BStr, visit: WalkVisitor, lstatAll = false, confine = false): void {
  const stack: Frame[] = [];
  const list = (path: BStr): Listed[] | string => listFolder(path);
  const push = (path: BStr, entries: Listed[], root: boolean): void => {
    noteListing(path, entries); // kept sorted: the document search walks it in this order
    stack.push({ path, entries, next: 0, slow: lstatAll || (root && hasDotDot(path)), searchable: false, markers: visit.markers(), join: root });
  };
  const openError = (path: BStr, code: string): void => {
    visit.error(path, `open ${path}: ${errnoText(code)}`);
  };
  /** Walk this folder again from its first name, one lstat per name. */
  const rewind = (f: Frame): void => {
    visit.truncateMarkers(f.markers);
    f.next = 0;
    f.slow = true;
  };
  /** Whether the folder of `f` proved unsearchable (then it was rewound). */
  const unsearchable = (f: Frame, path: BStr): boolean => {
    if (f.slow || f.searchable) return false;
    try {
      lstatSync(fsPath(path));
    } catch {
      rewind(f);
      return true;
    }
    f.searchable = true;
    return false;
  };
  const listed = list(start);
  if (typeof listed === 'string') openError(start, listed);
  else push(start, listed, true);
  while (stack.length > 0) {
    const top = stack[stack.length - 1];
    if (top.next >= top.entries.length) {
      // Nothing proved this folder searchable: one lstat tells, as Go's first one would.
      if (top.entries.length > 0 && unsearchable(top, childPath(top, top.entries[0].name))) continue;
      stack.pop();
      continue;
    }
    const entry = top.entries[top.next++];
    const path = childPath(top, entry.name);
    let st: Stats | undefined;
    if (top.slow || !knownType(entry) || path.length >= PATH_MAX) {
      try {
        st = lstatSync(fsPath(path));
      } catch (e) {
        if (!top.slow && !top.searchable) {
          rewind(top);
          continue;
        }
        visit.error(path, pathError('lstat', path, e).text);
        continue;
      }
      top.searchable = true;
    }
    if (PACK_MARKERS.has(entry.name)) visit.marker(path);
    const isDir = st ? st.isDirectory() : entry.isDirectory();
    if (isDir) {
      const listed = list(path);
      if (typeof listed !== 'string') {
        top.searchable = true;
        push(path, listed, false);
      } else if (!unsearchable(top, path)) openError(path, listed);
      continue;
    }
    if (entry.name !== MANIFEST) continue;
    const fifo = st ? st.isFIFO() : entry.isFIFO();
    const regular = st ? st.isFile() : entry.isFile();
    const read = readManifest(path, fifo, regular, confine ? start : undefined);
    if (read.blocked || 'error' in read) {
      if (unsearchable(top, path)) continue;
    } else top.searchable = true;
    const siblings = top.slow ? undefined : siblingLookup(top.entries);
    visit.manifest(path, read, siblings);
  }
}

/** A folder's entries sorted by name (byte order), or the code of the error that listing it gave. */
function listFolder(path: BStr): Listed[] | string {
  try {
    return (readdirSync(fsPath(path), { withFileTypes: true, encoding: 'latin1' }) as unknown as Listed[]).sort(byKey((e) => e.name));
  } catch (e) {
    return codeOf(e) ?? 'unknown';
  }
}

function childPath(f: Frame, name: BStr): BStr {
  // Only the root's join can clean anything: names hold no "/", "." or "..".
  return f.join ? join(f.path, name) : f.path + '/' + name;
}

function knownType(e: Listed): boolean {
  return e.isDirectory() || e.isFile() || e.isSymbolicLink() || e.isFIFO() || e.isSocket() ||
    e.isCharacterDevice() || e.isBlockDevice();
}

/** Names in an already read folder listing, by type; undefined when not listed or of unknown type. */
function siblingLookup(entries: Listed[]): SiblingLookup {
  return (name) => {
    for (const e of entries) {
      if (e.name !== name) continue;
      if (e.isSymbolicLink()) return 'link';
      return e.isFile() || e.isDirectory() ? 'other' : undefined;
    }
    return undefined;
  };
}
