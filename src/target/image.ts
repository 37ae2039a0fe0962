// The manager's container as data (manager-image.json, scripts/target/describe.mjs): PATH, folders, Python modules and
// user, so validate's rules ask of the image what they ask of the host.
import data from './manager-image.json' with { type: 'json' };
import type { InterpreterState } from '../runner/entry-facts.js';

export interface ImageUser {
  uid: number;
  gid: number;
}

export interface ManagerImage {
  user: ImageUser;
  env: Readonly<Record<string, string>>;
  cwd: string;
  pathDirs: readonly string[];
  /** What execve finds at an absolute path: 'unknown' where the data does not reach. */
  interpreterState(path: string): InterpreterState | 'unknown';
  /** `env X`'s lookup along `dirs` (the image's PATH, or glibc's fallback). */
  lookup(command: string, dirs: readonly string[]): string | undefined;
  hasPythonModule(name: string): boolean;
  pythonVersion: string;
}

let cached: ManagerImage | undefined;

export function managerImage(): ManagerImage {
  return (cached ??= describe());
}

function describe(): ManagerImage {
  const links = new Map(Object.entries(data.links));
  const folders = new Set(data.folders);
  const executables = new Map(Object.entries(data.executables).map(([dir, names]) => [dir, new Set(names)]));
  const modules = new Set(data.python.modules);
  // /bin/sh is /usr/bin/sh in a merged-/usr image: follow a top-level link once.
  const real = (path: string): string => {
    const slash = path.indexOf('/', 1);
    const top = slash === -1 ? path : path.slice(0, slash);
    const to = links.get(top);
    return to === undefined ? path : to + path.slice(top.length);
  };
  // Nearly every skill names one of a few interpreters: each is judged once.
  const judged = new Map<string, InterpreterState | 'unknown'>();
  const interpreterState = (path: string): InterpreterState | 'unknown' => {
    let state = judged.get(path);
    if (state === undefined) judged.set(path, (state = judge(path)));
    return state;
  };
  const judge = (path: string): InterpreterState | 'unknown' => {
    const p = real(normalize(path));
    const cut = p.lastIndexOf('/');
    const names = executables.get(p.slice(0, cut) || '/');
    if (names) return names.has(p.slice(cut + 1)) ? 'ok' : folders.has(p) ? 'directory' : 'missing';
    if (folders.has(p)) return 'directory';
    // A folder the data lists to depth 3 that is not there: nothing below it is.
    const parts = p.split('/').filter(Boolean);
    for (let depth = 1; depth <= Math.min(3, parts.length - 1); depth++) {
      const prefix = '/' + parts.slice(0, depth).join('/');
      if (links.has(prefix)) return 'unknown';
      if (!folders.has(prefix)) return 'missing';
    }
    return 'unknown';
  };
  return {
    user: { uid: data.user.uid, gid: data.user.gid },
    env: data.env,
    cwd: data.cwd,
    pathDirs: data.env.PATH.split(':'),
    interpreterState,
    lookup(command, dirs) {
      for (const dir of dirs) {
        const candidate = `${dir}/${command}`;
        if (interpreterState(candidate) === 'ok') return candidate;
      }
      return undefined;
    },
    hasPythonModule: (name) => modules.has(name),
    pythonVersion: data.interpreters.python3,
  };
}

/** Cleaned as text (the kernel resolves `..` on the image's own tree; the data has no links below the top). */
function normalize(path: string): string {
  const out: string[] = [];
  for (const part of (path.startsWith('/') ? path : '/' + path).split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..') out.pop();
    else out.push(part);
  }
  return '/' + out.join('/');
}
