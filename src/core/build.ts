// The manager's build checks on a decoded manifest (manager.md 5), in its
// order; the first failure is the whole verdict.
import type { BStr } from './bytes.js';
import { GoError } from './errno.js';
import { evalSymlinks } from './evalsymlinks.js';
import { goQuote, timeoutNanos } from './goquote.js';
import { dir, isAbs, join, relFromRoot } from './gopath.js';
import type { Manifest } from './manifest.js';

export const CLASSES = ['safe', 'mutating', 'dangerous'] as const;
export type SkillClass = (typeof CLASSES)[number];

export const DEFAULT_TIMEOUT_SECONDS = 30n;
const NAME_RE = /^[a-z0-9_]+$/;

export interface BuiltSkill {
  name: BStr;
  description: BStr;
  schema: BStr | undefined;
  /** Resolved entry: argv[0] when the skill runs. */
  entry: BStr;
  envAllow: BStr[];
  /** As written; 0 or less means the default. */
  timeoutSeconds: bigint;
  /** The effective timeout in nanoseconds (int64 wrap included). */
  timeoutNanos: bigint;
  class: SkillClass;
  category: BStr;
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

/** Resolves the walked root once per walk (EvalSymlinks of the root as given). */
export class RootResolver {
  private cached?: { ok: true; path: BStr } | { ok: false; error: BStr };
  constructor(readonly root: BStr) {}

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

/** Where a manifest's entry points before symlinks: joined, absolute, cleaned. */
export function entryPath(manifestPath: BStr, entry: BStr): BStr {
  return isAbs(entry) ? join(entry, '') : join(dir(manifestPath), entry);
}

export function buildSkill(m: Manifest, manifestPath: BStr, root: RootResolver): BuildResult {
  if (m.name === '') return fail('name-required', 'name required');
  if (!NAME_RE.test(m.name)) {
    return fail('name-format', `name ${goQuote(m.name)} must be lower_snake [a-z0-9_]`);
  }
  if (m.description === '') return fail('description-required', 'description required');
  if (m.entry === '') return fail('entry-required', 'entry required');

  let resolved: BStr;
  try {
    resolved = evalSymlinks(entryPath(manifestPath, m.entry));
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
  return {
    ok: true,
    skill: {
      name: m.name,
      description: m.description,
      schema: m.schema,
      entry: resolved,
      envAllow: m.envAllow ?? [],
      timeoutSeconds: seconds,
      timeoutNanos: timeoutNanos(seconds <= 0n ? DEFAULT_TIMEOUT_SECONDS : seconds),
      class: (m.class || 'safe') as SkillClass,
      category: m.category || 'external',
    },
  };
}
