// The manager's build checks on a decoded manifest (docs/manager.md#build-checks), in its
// order; the first failure is the whole verdict.
import { lstatSync } from 'node:fs';
import { type BStr, fsPath } from '../go/bytes.js';
import { GoError, hasNul } from '../go/errno.js';
import { evalSymlinks } from '../go/evalsymlinks.js';
import { goQuote, timeoutNanos } from '../go/goquote.js';
import { dir, isAbs, join, relFromRoot } from '../go/gopath.js';
import type { Manifest } from './manifest.js';

export const CLASSES = ['safe', 'mutating', 'dangerous'] as const;
export type SkillClass = (typeof CLASSES)[number];

export const DEFAULT_TIMEOUT_SECONDS = 30n;
const NAME_RE = /^[a-z0-9_]+$/;

/** A manifest that passed the build checks; its timeoutSeconds as written (0 or less means the default). */
export interface BuiltSkill extends Omit<Manifest, 'envAllow' | 'class'> {
  envAllow: BStr[];
  /** The effective timeout in nanoseconds (int64 wrap included). */
  timeoutNanos: bigint;
  class: SkillClass;
}

export type BuildResult =
  | { ok: true; skill: BuiltSkill }
  | { ok: false; error: BStr; check: BuildCheck };

export type BuildCheck =
  | 'name-required'
  | 'name-format'
  | 'description-required'
  | 'entry-required'
  | 'entry-symlinks'
  | 'root-symlinks'
  | 'entry-escapes'
  | 'class-invalid';

export class RootResolver {
  private cached?: { ok: true; path: BStr } | { ok: false; error: BStr };
  /** The walk never follows links, so below a root written without ".." a walked folder's real path is the root's
   * real path plus the same names. */
  readonly walkedPrefix: BStr | undefined;
  constructor(readonly root: BStr) {
    this.walkedPrefix = /(^|\/)\.\.(\/|$)/.test(root) ? undefined : join(root, '');
  }

  resolve(): { ok: true; path: BStr } | { ok: false; error: BStr } {
    if (!this.cached) {
      try {
        this.cached = { ok: true, path: evalSymlinks(this.root) };
      } catch (e) {
        this.cached = { ok: false, error: errorText(e) };
      }
    }
    return this.cached;
  }
}

function errorText(e: unknown): BStr {
  if (e instanceof GoError) return e.text;
  throw e;
}

const fail = (check: BuildCheck, error: BStr): BuildResult => ({ ok: false, check, error });

export function entryPath(manifestPath: BStr, entry: BStr): BStr {
  return isAbs(entry) ? join(entry, '') : join(dir(manifestPath), entry);
}

/** What the walk's listing knows of a name beside the manifest: 'link', 'other' (exists, not a link), or undefined. */
export type SiblingLookup = (name: BStr) => 'link' | 'other' | undefined;

/** Fast path for a plain entry name beside the manifest that is not a link: the root's real path plus the walked names,
 * from the listing or one lstat; undefined whenever the exact walk is needed. */
function walkedEntry(manifestPath: BStr, entry: BStr, root: RootResolver, siblings?: SiblingLookup): BStr | undefined {
  const prefix = root.walkedPrefix;
  if (prefix === undefined || entry.includes('/') || entry === '.' || entry === '..' || hasNul(entry)) return undefined;
  const dirEnd = manifestPath.lastIndexOf('/');
  const walkedDir = manifestPath.slice(0, dirEnd);
  if (walkedDir !== prefix && !walkedDir.startsWith(prefix === '/' ? '/' : prefix + '/')) return undefined;
  const rootReal = root.resolve();
  if (!rootReal.ok) return undefined;
  const known = siblings?.(entry);
  if (known === 'link') return undefined;
  if (known === undefined) {
    let st;
    try {
      st = lstatSync(fsPath(walkedDir + '/' + entry), { throwIfNoEntry: false });
    } catch {
      return undefined; // the exact walk will name the error
    }
    if (!st || st.isSymbolicLink()) return undefined;
  }
  const rel = prefix === '/' ? walkedDir : walkedDir.slice(prefix.length);
  return (rootReal.path === '/' ? '' : rootReal.path) + rel + '/' + entry;
}

export function buildSkill(m: Manifest, manifestPath: BStr, root: RootResolver, siblings?: SiblingLookup): BuildResult {
  if (m.name === '') return fail('name-required', 'name required');
  if (!NAME_RE.test(m.name)) {
    return fail('name-format', `name ${goQuote(m.name)} must be lower_snake [a-z0-9_]`);
  }
  if (m.description === '') return fail('description-required', 'description required');
  if (m.entry === '') return fail('entry-required', 'entry required');

  let resolved: BStr;
  try {
    resolved = walkedEntry(manifestPath, m.entry, root, siblings) ?? evalSymlinks(entryPath(manifestPath, m.entry));
  } catch (e) {
    return fail('entry-symlinks', `eval entry symlinks: ${errorText(e)}`);
  }
  const rootPath = root.resolve();
  if (!rootPath.ok) return fail('root-symlinks', `eval allowlist root: ${rootPath.error}`);
  if (relFromRoot(rootPath.path, resolved).startsWith('..')) {
    return fail('entry-escapes', `entry ${resolved} escapes allowlist root ${rootPath.path}`);
  }
  if (m.class !== '' && !(CLASSES as readonly string[]).includes(m.class)) {
    return fail('class-invalid', `class ${goQuote(m.class)} invalid`);
  }
  const seconds = m.timeoutSeconds;
  // Upstream multiplies first and tests the product: a product that wraps to
  // zero or below (e.g. 2^55 s) falls back to the default too.
  const nanos = timeoutNanos(seconds);
  return {
    ok: true,
    skill: {
      name: m.name,
      description: m.description,
      schema: m.schema,
      entry: resolved,
      envAllow: m.envAllow ?? [],
      timeoutSeconds: interned(seconds),
      timeoutNanos: interned(nanos <= 0n ? timeoutNanos(DEFAULT_TIMEOUT_SECONDS) : nanos),
      class: (m.class || 'safe') as SkillClass,
      category: m.category || 'external',
    },
  };
}

export interface BuildProblems {
  /** Every check that fails, in the manager's order; the manager reports only the first. */
  failing: BuildCheck[];
  entry?: BStr;
}

/** Every build check run on its own (an author wants all in one run; the manager stops at the first); only the entry
 * chain depends on its predecessors. */
export function buildProblems(m: Manifest, manifestPath: BStr, root: RootResolver): BuildProblems {
  const failing: BuildCheck[] = [];
  if (m.name === '') failing.push('name-required');
  else if (!NAME_RE.test(m.name)) failing.push('name-format');
  if (m.description === '') failing.push('description-required');
  let entry: BStr | undefined;
  if (m.entry === '') failing.push('entry-required');
  else {
    let resolved: BStr | undefined;
    try {
      resolved = evalSymlinks(entryPath(manifestPath, m.entry));
    } catch (e) {
      if (!(e instanceof GoError)) throw e;
      failing.push('entry-symlinks');
    }
    const rootPath = root.resolve();
    if (!rootPath.ok) failing.push('root-symlinks');
    else if (resolved !== undefined) {
      if (relFromRoot(rootPath.path, resolved).startsWith('..')) failing.push('entry-escapes');
      else entry = resolved;
    }
  }
  if (m.class !== '' && !(CLASSES as readonly string[]).includes(m.class)) failing.push('class-invalid');
  return { failing, entry };
}

/** One BigInt object per value: 10,000 skills with the same timeout share two (half a MiB of scan's peak). */
const INTERNED = new Map<bigint, bigint>();
function interned(n: bigint): bigint {
  const known = INTERNED.get(n);
  if (known !== undefined) return known;
  // Bounded: a tree of distinct timeouts only stops sharing.
  if (INTERNED.size < 1024) INTERNED.set(n, n);
  return n;
}
