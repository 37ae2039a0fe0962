// Every read of a file by name: O_NONBLOCK (a FIFO or terminal never stalls), typed by fstat on the descriptor (no swap
// race), capped. Small files skip the fstat, the read that only finds the end and a per-file buffer: the walk keeps pace.
import { closeSync, constants, fstatSync, openSync, readSync } from 'node:fs';
import type { BStr } from './bytes.js';
import { fsPath } from './bytes.js';
import { codeOf, pathError } from './errno.js';

const MiB = 1024 * 1024;
/** What a special file (a device, /proc) may give before it counts as endless. */
export const DEVICE_CAP = MiB;

let shared = Buffer.allocUnsafe(64 * 1024);

/** Files an editor holds open: the language server sets their unsaved bytes, which every reader above sees. */
const overlay = new Map<BStr, Buffer>();

/** The editor's bytes for `path` under `opts`'s cap, when it holds the file open. */
export function readOverlay(path: BStr, opts: ReadOptions): ReadOutcome | undefined {
  const open = overlay.get(path);
  if (open === undefined) return undefined;
  return open.length > opts.cap ? { kind: 'over-cap', size: open.length, cap: opts.cap } : { kind: 'bytes', bytes: open };
}

/** Read `bytes` for `path` from now on (undefined: the disk again). */
export function setOverlay(path: BStr, bytes: Buffer | undefined): void {
  if (bytes === undefined) overlay.delete(path);
  else overlay.set(path, bytes);
}

/** Why a file was not read whole: `blocks` (a FIFO, or a read that would wait: a blocking reader waits for ever),
 * `endless` (a special file past DEVICE_CAP: Go's os.ReadFile runs out of memory), `over-cap`, or `special` (not
 * regular). */
export type Refusal =
  | { kind: 'blocks'; type: string }
  | { kind: 'endless'; type: string }
  | { kind: 'over-cap'; size: number; cap: number }
  | { kind: 'special'; type: string };

export type ReadOutcome = { kind: 'bytes'; bytes: Buffer } | Refusal;

export interface ReadOptions {
  cap: number;
  /** Refuse anything but a regular file (a device, a socket) as `special`. */
  regularOnly?: boolean;
  /** Do not follow a symbolic link in the last component (ELOOP instead). */
  noFollow?: boolean;
  /** The listing said it is a regular file: skip the fstat of small ones. */
  listedRegular?: boolean;
  /** Copy the bytes out (else a view of the shared buffer, valid until the next read). */
  own?: boolean;
}

const FLAGS = constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY;

function typeName(st: { isFile(): boolean; isFIFO(): boolean; isCharacterDevice(): boolean; isBlockDevice(): boolean; isSocket(): boolean; isDirectory(): boolean }): string {
  if (st.isFile()) return 'regular file';
  if (st.isFIFO()) return 'FIFO';
  if (st.isCharacterDevice()) return 'character device';
  if (st.isBlockDevice()) return 'block device';
  if (st.isSocket()) return 'socket';
  return st.isDirectory() ? 'directory' : 'special file';
}

/** Read `path` under the rules above; failures throw GoError with Go's "open PATH: ..." / "read PATH: ..." text and errno code. */
export function readCapped(path: BStr, opts: ReadOptions): ReadOutcome {
  const open = readOverlay(path, opts);
  if (open !== undefined) return open;
  let fd: number;
  try {
    fd = openSync(fsPath(path), FLAGS | (opts.noFollow ? constants.O_NOFOLLOW : 0));
  } catch (e) {
    throw pathError('open', path, e);
  }
  try {
    return readOpen(fd, path, opts);
  } finally {
    closeSync(fd);
  }
}

/** Read an already open descriptor under the rules above (the caller closes it); `path` names it in errors. */
export function readOpen(fd: number, path: BStr, opts: ReadOptions): ReadOutcome {
  let regular = opts.listedRegular === true;
  let limit = opts.cap;
  let statted = false;
  let sizeHint = 0;
  let type = 'regular file';
  const stat = (): Refusal | undefined => {
    statted = true;
    const st = fstatSync(fd);
    type = typeName(st);
    if (st.isFIFO()) return { kind: 'blocks', type };
    regular = st.isFile();
    // A folder reads as EISDIR below, which is Go's text for it.
    if (!regular && !st.isDirectory()) {
      if (opts.regularOnly) return { kind: 'special', type };
      limit = Math.min(limit, DEVICE_CAP);
    }
    if (regular && st.size > limit) return { kind: 'over-cap', size: st.size, cap: limit };
    sizeHint = st.size;
    return undefined;
  };
  if (!regular) {
    const refused = stat();
    if (refused) return refused;
  }
  let buf: Buffer = shared;
  let size = 0;
  for (;;) {
    if (size === buf.length) {
      // Past the shared buffer: a file this big is worth its fstat (type, size).
      if (!statted) {
        const refused = stat();
        if (refused) return refused;
      }
      buf = grown(buf, size, regular ? Math.max(sizeHint + 1, buf.length * 2) : buf.length * 2, limit);
    }
    let n: number;
    const asked = Math.min(buf.length, limit + 1) - size;
    try {
      n = readSync(fd, buf, size, asked, null);
    } catch (e) {
      if (codeOf(e) === 'EAGAIN') return { kind: 'blocks', type };
      throw pathError('read', path, e);
    }
    if (n === 0) return done(buf, size, opts.own);
    size += n;
    if (size > limit) break;
    // A regular file gives less than asked only at its end, where Go's next read returns 0; not asking saves a system
    // call a manifest (only a file growing in between could tell).
    if (regular && n < asked) return done(buf, size, opts.own);
  }
  if (!regular) return { kind: 'endless', type };
  return { kind: 'over-cap', size: Math.max(size, fstatSync(fd).size), cap: limit };
}

/** A bigger buffer for the first `size` bytes, +1 over a regular file's size so the read finding its end has room. */
function grown(buf: Buffer, size: number, want: number, limit: number): Buffer {
  const bigger = Buffer.allocUnsafe(Math.min(want, limit + 1));
  buf.copy(bigger, 0, 0, size);
  // Only a small buffer is kept for the next read; a big file's is its own.
  if (buf === shared && bigger.length <= MiB) shared = bigger;
  return bigger;
}

function done(buf: Buffer, size: number, own?: boolean): ReadOutcome {
  const view = buf.subarray(0, size);
  return { kind: 'bytes', bytes: own && buf === shared ? Buffer.from(view) : view };
}

/** The file's bytes as Go's os.ReadFile reads them, or a refusal saying why that read would never end (or is over `cap`). */
export function readWhole(path: BStr, cap: number, listedRegular = false): ReadOutcome {
  return readCapped(path, { cap, listedRegular });
}
