// What Node must spawn so the kernel execs exactly what os/exec does: the entry as argv[0] and file, the env's
// NAME=VALUE bytes in env_allow's order. Why a Proxy and a /bin/sh trampoline: docs/internals.md#spawning-without-the-addon.
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { type BStr, fromBStr, toBStr } from '../go/bytes.js';
import type { ChildEnv } from './child-env.js';
import type { RunFacts } from './run-outcome.js';

export interface ExecTarget {
  file: string;
  args: string[];
  argv0?: string;
  env: Record<string, string>;
  /** Started through /bin/sh and /usr/bin/env (bytes Node cannot pass). */
  trampoline: boolean;
  dispose(): void;
}

const SH = '/bin/sh';
const ENV = '/usr/bin/env';

const isText = (b: BStr): boolean => toBStr(fromBStr(b)) === b;

/** A plain object whose keys spawn() enumerates in the given order. */
export function orderedEnv(pairs: ReadonlyArray<readonly [string, string]>): Record<string, string> {
  const keys = pairs.map(([k]) => k);
  const values = new Map(pairs);
  return new Proxy({} as Record<string, string>, {
    ownKeys: () => keys,
    has: (_t, k) => typeof k === 'string' && values.has(k),
    get: (_t, k) => (typeof k === 'string' ? values.get(k) : undefined),
    getOwnPropertyDescriptor: (_t, k) =>
      typeof k === 'string' && values.has(k) ? { value: values.get(k), enumerable: true, configurable: true, writable: false } : undefined,
  });
}

/** A dash word that is exactly these bytes: quoted text, or printf's octal escapes for the rest. */
function shWord(b: BStr, name: string): { setup: string; word: string } {
  if (isText(b)) return { setup: '', word: `'${fromBStr(b).replaceAll("'", `'\\''`)}'` };
  let format = '';
  for (let i = 0; i < b.length; i++) {
    const c = b.charCodeAt(i);
    format += /[A-Za-z0-9_./-]/.test(b[i]) ? b[i] : '\\' + c.toString(8).padStart(3, '0');
  }
  // $(...) drops trailing newlines: an "x" after the bytes keeps them, then goes.
  return { setup: `${name}=$(printf '${format}x'); `, word: `"\${${name}%x}"` };
}

export function execTarget(entry: BStr, env: ChildEnv): ExecTarget {
  const plain = isText(entry) && env.every(([k, v]) => isText(k) && isText(v));
  const none = (): void => undefined;
  // env(1) would take an entry with "=" for one more NAME=VALUE.
  if (plain || entry.includes('=')) {
    const text = env.map(([k, v]) => [fromBStr(k), fromBStr(v)] as const);
    if (isText(entry)) return { file: fromBStr(entry), args: [], env: orderedEnv(text), trampoline: false, dispose: none };
    return { ...viaLink(entry), args: [], env: orderedEnv(text), trampoline: false };
  }
  const words = [...env.map(([k, v]) => k + '=' + v), entry].map((b, i) => shWord(b, `w${i}`));
  const script = words.map((w) => w.setup).join('') + `exec ${ENV} -i -- ${words.map((w) => w.word).join(' ')}`;
  return { file: SH, args: ['-c', script], argv0: SH, env: {}, trampoline: true, dispose: none };
}

/** An entry Node cannot name, reached through a temporary link with a plain name (its $0 is the link). */
function viaLink(entry: BStr): { file: string; argv0: string; dispose(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-'));
  const file = path.join(dir, 'entry');
  symlinkSync(Buffer.from(entry, 'latin1'), file);
  return { file, argv0: fromBStr(entry), dispose: () => rmSync(dir, { recursive: true, force: true }) };
}

/** glibc's strerror texts env(1) prints, back to the codes Go names. */
const STRERROR: Record<string, string> = {
  'No such file or directory': 'ENOENT',
  'Permission denied': 'EACCES',
  'Not a directory': 'ENOTDIR',
  'Too many levels of symbolic links': 'ELOOP',
  'Text file busy': 'ETXTBSY',
  'Argument list too long': 'E2BIG',
  'File name too long': 'ENAMETOOLONG',
  'Exec format error': 'ENOEXEC',
  'Is a directory': 'EISDIR',
  'Cannot allocate memory': 'ENOMEM',
  'Input/output error': 'EIO',
  'Operation not permitted': 'EPERM',
};

/** env(1)'s failed exec of the entry in a trampoline start: exit 126 or 127 and nothing on stderr but its one line. */
export function trampolineStartCode(exitCode: number | null, stderr: Buffer): string | undefined {
  if (exitCode !== 126 && exitCode !== 127) return undefined;
  const m = /^\/usr\/bin\/env: '.*': ([A-Za-z /]+)\n$/s.exec(stderr.toString('latin1'));
  return m ? STRERROR[m[1]] : undefined;
}

/** A sandboxed run's facts (src/target/sandbox.ts) with bwrap's failed exec turned into the manager's fork/exec start error. */
export function bwrapFacts(f: RunFacts): RunFacts {
  if (!f.start.ok || f.interrupted || f.exitCode !== 1) return f;
  const m = /^bwrap: execvp .*: ([A-Za-z /]+)\n$/s.exec(f.stderr.toString('latin1'));
  const code = m ? STRERROR[m[1]] : undefined;
  return code ? { ...f, start: { ok: false, code }, exitCode: null, signal: null, stderr: Buffer.alloc(0), stderrSeen: 0 } : f;
}

/** A trampoline run's facts with env(1)'s failed exec turned into the start error it stands for. */
export function trampolineFacts(f: RunFacts): RunFacts {
  const code = f.start.ok && !f.interrupted ? trampolineStartCode(f.exitCode, f.stderr) : undefined;
  return code ? { ...f, start: { ok: false, code }, exitCode: null, signal: null, stderr: Buffer.alloc(0), stderrSeen: 0 } : f;
}
