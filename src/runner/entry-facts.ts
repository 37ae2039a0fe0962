// What the kernel will make of a loaded skill's entry when the manager starts
// it (docs/manager.md#running-a-skill), read from this machine. The header is
// read by exec-format.ts, which `run` uses too, so validate and run never
// disagree about a file.
import { closeSync, constants, fstatSync, openSync, readSync, statSync } from 'node:fs';
import { type BStr, fsPath, goTrimSpace } from '../go/bytes.js';
import { HEAD, headerFormat, shebangInterpreter } from './exec-format.js';

export type EntryFacts =
  | { kind: 'missing' }
  | { kind: 'directory' }
  | {
      kind: 'file';
      mode: number;
      /** Which file it was (st_dev:st_ino): a fix changes this file or nothing (io/checked-file.ts). */
      id: string;
      /** How many names the file has (a chmod through one changes them all). */
      links: number;
      /** Owner and group: whether the manager's uid 65532 may run it (src/target/access.ts). */
      uid: number;
      gid: number;
      /** The folder holding it, for the same question (stat'ed with it, on the worker when there is one). */
      folder?: Owned;
      /** A skill.json beside it (the usual manifest), for the same question. */
      manifest?: Owned;
      executable: boolean;
      /** Up to BINPRM_BUF_SIZE leading bytes ('' when unreadable or not a regular file). */
      head: BStr;
      /** The kernel's view of those bytes (exec-format.ts headerFormat). */
      format: 'script' | 'binary' | 'enoexec';
      /** Its `#!` line as the kernel reads it (parseShebang): undefined for none. */
      shebang: Shebang | undefined;
    };

/**
 * The entry as the syscalls find it: stat, then the head of a regular file
 * opened without blocking. This thread and the entry worker must read alike.
 */
export type EntryRead =
  | { kind: 'missing' }
  | { kind: 'directory' }
  | { kind: 'file'; mode: number; id: string; links: number; uid: number; gid: number; folder?: Owned; manifest?: Owned; head: BStr };

/** A file's mode and owners, as stat gives them. */
export interface Owned {
  mode: number;
  uid: number;
  gid: number;
}

function owned(path: BStr): Owned | undefined {
  try {
    const st = statSync(fsPath(path), { throwIfNoEntry: false });
    return st && { mode: st.mode, uid: st.uid, gid: st.gid };
  } catch {
    return undefined;
  }
}

type Stat = { dev: bigint; ino: bigint; mode: bigint; nlink: bigint; uid: bigint; gid: bigint };

const fileRead = (st: Stat, head: BStr): EntryRead => ({
  kind: 'file',
  mode: Number(st.mode & 0o7777n),
  id: `${st.dev}:${st.ino}`,
  links: Number(st.nlink),
  uid: Number(st.uid),
  gid: Number(st.gid),
  head,
});

export function readEntry(path: BStr): EntryRead {
  const at = fsPath(path);
  let st;
  try {
    st = statSync(at, { bigint: true });
  } catch {
    return { kind: 'missing' };
  }
  if (st.isDirectory()) return { kind: 'directory' };
  // Only a regular file is opened: a FIFO would block, a device is not ours to open.
  const read = st.isFile() ? readRegular(at, st) : fileRead(st, '');
  if (read.kind !== 'file') return read;
  // The folder and a skill.json beside it: whether the manager's user may reach the entry.
  const dir = path.slice(0, path.lastIndexOf('/'));
  const folder = owned(dir || '/');
  if (folder) read.folder = folder;
  const manifest = owned(`${dir}/skill.json`);
  if (manifest) read.manifest = manifest;
  return read;
}

/**
 * Mode, identity and head from one open file, so a fix never pairs one file's mode with another's bytes;
 * a file that cannot be opened keeps the stat's facts, with no head.
 */
function readRegular(at: string | Buffer, seen: Stat): EntryRead {
  let fd: number;
  try {
    fd = openSync(at, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
  } catch {
    return fileRead(seen, '');
  }
  try {
    const st = fstatSync(fd, { bigint: true });
    if (!st.isFile()) return fileRead(st, '');
    const buf = Buffer.allocUnsafe(HEAD);
    return fileRead(st, buf.subarray(0, readSync(fd, buf, 0, HEAD, 0)).toString('latin1'));
  } catch {
    return fileRead(seen, '');
  } finally {
    closeSync(fd);
  }
}

/** The facts rules read, from what the syscalls found at `path`. */
export function entryFacts(path: BStr, read: EntryRead): EntryFacts {
  if (read.kind !== 'file') return read;
  const bytes = Buffer.from(read.head, 'latin1');
  return {
    kind: 'file',
    mode: read.mode,
    id: read.id,
    links: read.links,
    uid: read.uid,
    gid: read.gid,
    folder: read.folder,
    manifest: read.manifest,
    executable: (read.mode & 0o111) !== 0,
    head: read.head,
    format: headerFormat(fsPath(path), bytes),
    shebang: parseShebang(read.head, bytes),
  };
}

/** The entry at `path` read and judged, whichever thread (this or the entry worker) asks. */
export function inspectEntry(path: BStr): EntryFacts {
  return entryFacts(path, readEntry(path));
}

export interface Shebang {
  interpreter: BStr;
  /** The one optional argument (Linux passes the rest of the line as a single argument). */
  arg?: BStr;
}

/**
 * The kernel's reading of a `#!` line (exec-format.ts): the interpreter and the rest of the line as its one
 * argument; undefined for no script or no interpreter (ENOEXEC). `bytes` is `head` as a Buffer.
 */
function parseShebang(head: BStr, bytes: Buffer): Shebang | undefined {
  if (!head.startsWith('#!')) return undefined;
  const found = shebangInterpreter(bytes);
  if (found === 'enoexec') return undefined;
  const interpreter = found.toString('latin1');
  const nl = head.indexOf('\n');
  const line = head.slice(2, nl === -1 ? head.length : nl).replace(/^[ \t]+|[ \t]+$/g, '');
  const arg = line.slice(line.indexOf(interpreter) + interpreter.length).replace(/^[ \t]+/, '');
  return arg === '' ? { interpreter } : { interpreter, arg };
}

export type InterpreterState = 'ok' | 'missing' | 'directory' | 'not-executable';

/** Whether execve could use `path` as an interpreter here (cwd is `/` in the manager). */
export function interpreterState(path: BStr): InterpreterState {
  try {
    const st = statSync(fsPath(path.startsWith('/') ? path : '/' + path));
    if (st.isDirectory()) return 'directory';
    return (st.mode & 0o111) === 0 ? 'not-executable' : 'ok';
  } catch {
    return 'missing';
  }
}

/** glibc's execvp with PATH unset searches confstr(_CS_PATH): /bin then /usr/bin. */
export const FALLBACK_PATH = ['/bin', '/usr/bin'] as const;

export function findInFallbackPath(command: BStr): BStr | undefined {
  for (const dir of FALLBACK_PATH) {
    const candidate = `${dir}/${command}`;
    if (interpreterState(candidate) === 'ok') return candidate;
  }
  return undefined;
}

/** `#!/usr/bin/env X`: the command env will look up, or undefined when env is not the interpreter. */
export function envCommand(shebang: Shebang): BStr | undefined {
  if (!/(^|\/)env$/.test(shebang.interpreter) || shebang.arg === undefined) return undefined;
  // `env -S "x y"` splits the argument itself; otherwise the whole argument is one name.
  const split = /^-S[ \t]*(.*)$/s.exec(shebang.arg);
  if (!split) return shebang.arg.startsWith('-') ? undefined : shebang.arg;
  const first = split[1].split(/[ \t]+/).find((w) => w !== '' && !/^[A-Za-z_][A-Za-z0-9_]*=/.test(w));
  return first;
}

/** Whether `env_allow` passes PATH (names are trimmed, as the manager does). */
export function allowsPath(envAllow: readonly BStr[]): boolean {
  return envAllow.some((name) => goTrimSpace(name) === 'PATH');
}
