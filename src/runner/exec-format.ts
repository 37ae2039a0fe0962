// Will the kernel execve this file or answer ENOEXEC (Go's "exec format error")? Node's spawn would rerun it with
// /bin/sh (docs/manager.md#running-a-skill), so the runner asks first; how: docs/internals.md#exec-format.
import { accessSync, closeSync, constants, openSync, readdirSync, readFileSync, readSync } from 'node:fs';
import path from 'node:path';
import { fsPath } from '../go/bytes.js';
import { isFile } from '../source/read-capped.js';

export type ExecFormat = 'ok' | 'enoexec' | 'unknown';

/** BINPRM_BUF_SIZE: the kernel decides from this many leading bytes. */
export const HEAD = 256;
/** exec_binprm gives up with ELOOP past this many interpreter levels. */
const MAX_DEPTH = 5;
const EM_386 = 3;
const EM_X86_64 = 62;
const EM_ARM = 40;
const EM_AARCH64 = 183;

/** The first BINPRM_BUF_SIZE bytes of a regular file, or undefined; opened without blocking in case it became a FIFO since the stat. */
function readHead(file: string | Buffer): Buffer | undefined {
  if (!isFile(file)) return undefined; // FIFOs would block; devices are EACCES anyway
  let fd: number | undefined;
  try {
    fd = openSync(file, constants.O_RDONLY | constants.O_NONBLOCK | constants.O_NOCTTY);
    const buf = Buffer.allocUnsafe(HEAD);
    return buf.subarray(0, readSync(fd, buf, 0, HEAD, 0));
  } catch {
    return undefined;
  } finally {
    if (fd !== undefined) closeSync(fd);
  }
}

interface ElfId {
  cls: number;
  data: number;
  machine: number;
}

function elfId(head: Buffer): ElfId | undefined {
  if (head.length < 20 || head.readUInt32BE(0) !== 0x7f454c46) return undefined;
  const data = head[5];
  return { cls: head[4], data, machine: data === 2 ? head.readUInt16BE(18) : head.readUInt16LE(18) };
}

let host: ElfId | undefined | null = null;
function hostElf(): ElfId | undefined {
  if (host === null) host = elfId(readHead(process.execPath) ?? Buffer.alloc(0));
  return host;
}

/** binfmt_elf refuses (ENOEXEC) program header entries not of the native size, none, or more than a page of them. */
function programHeadersLoad(head: Buffer, id: ElfId): boolean {
  const wide = id.cls === 2;
  if (head.length < (wide ? 58 : 46)) return false;
  const read16 = (at: number): number => (id.data === 2 ? head.readUInt16BE(at) : head.readUInt16LE(at));
  const entSize = read16(wide ? 54 : 42);
  const count = read16(wide ? 56 : 44);
  return entSize === (wide ? 56 : 32) && count >= 1 && entSize * count <= 4096;
}

/** binfmt_elf (and the 32-bit compat loader): ET_EXEC or ET_DYN for this machine. */
function elfRuns(head: Buffer): boolean {
  const id = elfId(head);
  const me = hostElf();
  if (!id || !me || id.data !== me.data) return false;
  const type = id.data === 2 ? head.readUInt16BE(16) : head.readUInt16LE(16);
  if (type !== 2 && type !== 3) return false;
  if (!programHeadersLoad(head, id)) return false;
  if (id.cls === me.cls && id.machine === me.machine) return true;
  // 32-bit binaries on the usual 64-bit hosts run through the compat loader.
  return id.cls === 1 && ((me.machine === EM_X86_64 && id.machine === EM_386) || (me.machine === EM_AARCH64 && id.machine === EM_ARM));
}

interface MiscEntry {
  offset: number;
  magic?: Buffer;
  mask?: Buffer;
  extension?: string;
}

const MISC_DIR = '/proc/sys/fs/binfmt_misc';
let misc: MiscEntry[] | null = null;

function miscEntries(): MiscEntry[] {
  if (misc !== null) return misc;
  misc = [];
  try {
    if (!readFileSync(`${MISC_DIR}/status`, 'utf8').startsWith('enabled')) return misc;
    for (const name of readdirSync(MISC_DIR)) {
      if (name === 'status' || name === 'register') continue;
      const text = readFileSync(`${MISC_DIR}/${name}`, 'utf8');
      if (!text.startsWith('enabled')) continue;
      const field = (key: string): string | undefined => new RegExp(`^${key} (\\S+)$`, 'm').exec(text)?.[1];
      const hex = (key: string): Buffer | undefined => {
        const v = field(key);
        return v === undefined ? undefined : Buffer.from(v, 'hex');
      };
      misc.push({ offset: Number(field('offset') ?? 0), magic: hex('magic'), mask: hex('mask'), extension: field('extension') });
    }
  } catch {
    // not mounted: no extra formats
  }
  return misc;
}

function miscRuns(file: string | Buffer, head: Buffer): boolean {
  const name = path.basename(file.toString());
  return miscEntries().some((e) => {
    if (e.extension !== undefined) return name.includes('.') && name.slice(name.lastIndexOf('.') + 1) === e.extension.replace(/^\./, '');
    if (!e.magic) return false;
    for (let j = 0; j < e.magic.length; j++) {
      const b = head[e.offset + j] ?? 0; // the kernel's buffer is zero-padded
      if (((b ^ e.magic[j]) & (e.mask ? e.mask[j] : 0xff)) !== 0) return false;
    }
    return true;
  });
}

const spaceTab = (c: number | undefined): boolean => c === 0x20 || c === 0x09;

/** The interpreter binfmt_script would open, or 'enoexec' when the #! line has none. */
export function shebangInterpreter(given: Buffer): Buffer | 'enoexec' {
  // The kernel's buffer: the first HEAD bytes, zero-padded (read as 0 past the end, no copy).
  const head = given.length > HEAD ? given.subarray(0, HEAD) : given;
  const at = (k: number): number => (k < head.length ? head[k] : 0);
  let end = head.indexOf(0x0a);
  if (end < 0) {
    let k = 2;
    while (k < HEAD - 1 && spaceTab(at(k))) k++;
    if (k === HEAD - 1) return 'enoexec';
    // With no newline the path must end before the buffer does, or it may be cut.
    let t = k;
    while (t < HEAD - 1 && !spaceTab(at(t)) && at(t) !== 0) t++;
    if (t === HEAD - 1) return 'enoexec';
    end = HEAD - 1;
  }
  while (end > 2 && spaceTab(at(end - 1))) end--;
  let start = 2;
  while (start < end && spaceTab(at(start))) start++;
  if (start >= end) return 'enoexec';
  let stop = start;
  while (stop < end && !spaceTab(at(stop)) && at(stop) !== 0) stop++;
  // Past the read bytes everything is 0, which ends the name: it lies within them.
  return head.subarray(Math.min(start, head.length), stop);
}

/** What the kernel makes of a file's own first bytes (no interpreter followed): a `#!` script, a format that runs here (ELF, binfmt_misc), or ENOEXEC. */
export function headerFormat(file: string | Buffer, head: Buffer): 'script' | 'binary' | 'enoexec' {
  if (miscRuns(file, head)) return 'binary';
  if (head[0] === 0x23 && head[1] === 0x21) return shebangInterpreter(head) === 'enoexec' ? 'enoexec' : 'script';
  return elfRuns(head) ? 'binary' : 'enoexec';
}

/** The kernel's verdict for execve(file), as far as it can be told beforehand. */
export function execFormat(file: string | Buffer, depth = 0): ExecFormat {
  if (depth > MAX_DEPTH) return 'unknown'; // ELOOP: the real execve says so
  const p = typeof file === 'string' ? fsPath(file) : file;
  try {
    accessSync(p, constants.X_OK); // permission is checked before the format (EACCES wins)
  } catch {
    return 'unknown';
  }
  const head = readHead(p);
  if (head === undefined) return 'unknown';
  const own = headerFormat(file, head);
  if (own !== 'script') return own === 'binary' ? 'ok' : 'enoexec';
  return execFormat(shebangInterpreter(head) as Buffer, depth + 1);
}
