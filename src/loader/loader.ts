// The manager's boot-time loader (docs/manager.md#folders, #the-walk, #one-manifest-one-log-line): for each root, the
// checks and log line it prints, then Go's filepath.Walk (byte-wise name
// order, links never followed, errors logged and skipped), and for each
// skill.json one verdict and one log line. Returns data; prints nothing.
import { lstatSync, statSync } from 'node:fs';
import { BUILTIN_SKILLS } from './builtins.js';
import { type BuildCheck, type BuiltSkill, RootResolver, type SiblingLookup, buildSkill } from './build.js';
import { type BStr, fsPath, goTrimSpace } from '../go/bytes.js';
import { codeOf, pathError } from '../go/errno.js';
import { goQuote } from '../go/goquote.js';
import { base, isAbs } from '../go/gopath.js';
import { type ManifestRead, readManifest, walkTree } from './walk.js';
import { type DecodeError, type DecodedManifest, type Manifest, decodeManifest } from './manifest.js';
import type { Refusal } from '../go/readfile.js';
import type { Escape } from '../source/read-inside.js';
import { fastDecodeManifest } from './manifest-fast.js';

const MANIFEST = 'skill.json';

export interface LoadOptions {
  /** Roots as given (argv items or env parts); trimmed here like LoadDirs. */
  roots: BStr[];
  /** Count the manager's built-in skill names as registered (default true). */
  builtins?: boolean;
  /**
   * Keep each skill's raw schema (default true). scan's table never shows
   * them, and 10,000 schemas are most of what a big boot would hold on to.
   */
  keepSchemas?: boolean;
  /** lstat every entry as Go does, never trusting the listing's types (tests compare both ways). */
  lstatAll?: boolean;
  /**
   * Keep each manifest's bytes and decoded fields for validate's rules, so the file is read once. No parse
   * tree is kept: the rules build one file's tree when they check it, then drop it.
   */
  keepSources?: boolean;
  /**
   * Never read a skill.json linked out of its root (validate, test and mcp vet
   * untrusted trees: docs/security.md); scan, list and run read it as the manager does.
   */
  confine?: boolean;
}

export type RootStatus = 'blank' | 'relative' | 'missing' | 'stat-error' | 'not-dir' | 'symlink' | 'walked';

export interface RootOutcome {
  given: BStr;
  path: BStr;
  status: RootStatus;
  line?: BStr;
}

export interface Skill extends BuiltSkill {
  manifestPath: BStr;
  /** The root as walked (trimmed, as given). */
  root: BStr;
}

/** A manifest as read and decoded, kept when LoadOptions.keepSources asks. */
export interface ManifestSource {
  /** The file's bytes as a byte string. */
  src: BStr;
  manifest: Manifest;
}

type Read = { source?: ManifestSource };

export type ManifestOutcome =
  | ({ status: 'registered'; path: BStr; root: BStr; skill: Skill; line: BStr } & Read)
  | { status: 'read-error'; path: BStr; root: BStr; message: BStr; line: BStr; source?: undefined }
  | ({ status: 'decode-error'; path: BStr; root: BStr; error: DecodeError; line: BStr } & Read)
  | ({ status: 'build-error'; path: BStr; root: BStr; name: BStr; check: BuildCheck; message: BStr; line: BStr } & Read)
  | ({ status: 'duplicate'; path: BStr; root: BStr; name: BStr; builtin: boolean; line: BStr } & Read)
  | { status: 'blocked'; path: BStr; root: BStr; why: Refusal | Escape; line?: undefined; source?: undefined };

export interface WalkError {
  path: BStr;
  message: BStr;
  line: BStr;
}

export interface LoadResult {
  /** The manager's log lines, in its order (byte strings, no newline). */
  lines: BStr[];
  roots: RootOutcome[];
  manifests: ManifestOutcome[];
  walkErrors: WalkError[];
  /** Registered skills in registration order. */
  skills: Skill[];
  /**
   * Where the walk passed a pack's layout file, for scan and list to show
   * native skills; noting them costs a Set lookup per entry and no syscall.
   */
  packMarkers: BStr[];
}

/** Every line the manager's loader logs starts so. */
export const LOADER_PREFIX = 'skill loader: ';

/** One boot of the loader: the registry and what it logs (loadSkills; reload.ts replays it). */
export class Boot {
  readonly result: LoadResult = { lines: [], roots: [], manifests: [], walkErrors: [], skills: [], packMarkers: [] };
  private readonly registry = new Map<BStr, 'builtin' | Skill>();

  constructor(
    builtins: boolean,
    private readonly keepSchemas: boolean,
    private readonly lstatAll: boolean,
    private readonly keepSources: boolean,
    private readonly confine = false,
  ) {
    if (builtins) for (const name of BUILTIN_SKILLS) this.registry.set(name, 'builtin');
  }

  private log(text: BStr): BStr {
    const line = LOADER_PREFIX + text;
    this.result.lines.push(line);
    return line;
  }

  root(given: BStr): void {
    const path = goTrimSpace(given);
    const outcome = (status: RootStatus, text?: BStr): void => {
      this.result.roots.push({ given, path, status, line: text === undefined ? undefined : this.log(text) });
    };
    if (path === '') return outcome('blank');
    if (!isAbs(path)) return outcome('relative', `skip non-absolute dir ${goQuote(path)}`);
    let isDir: boolean;
    try {
      isDir = statSync(fsPath(path)).isDirectory();
    } catch (e) {
      if (codeOf(e) === 'ENOENT') return outcome('missing', `dir ${path} not present, skipping`);
      return outcome('stat-error', `stat ${path}: ${pathError('stat', path, e).text}`);
    }
    if (!isDir) return outcome('not-dir', `${path} is not a directory, skipping`);
    this.walkRoot(path, outcome);
  }

  private walkRoot(root: BStr, outcome: (s: RootStatus) => void): void {
    const resolver = new RootResolver(root);
    let top;
    try {
      top = lstatSync(fsPath(root));
    } catch (e) {
      outcome('walked');
      this.walkError(root, pathError('lstat', root, e).text);
      return;
    }
    if (!top.isDirectory()) {
      // filepath.Walk does not follow a root that is a link (docs/manager.md#the-walk).
      outcome('symlink');
      if (base(root) === MANIFEST) this.manifest(root, root, resolver, readManifest(root, top.isFIFO(), false));
      return;
    }
    outcome('walked');
    this.walkDir(root, root, resolver);
  }

  private walkError(path: BStr, message: BStr): void {
    this.result.walkErrors.push({ path, message, line: this.log(`walk ${path}: ${message}`) });
  }

  private walkDir(root: BStr, start: BStr, resolver: RootResolver): void {
    const markers = this.result.packMarkers;
    walkTree(start, {
      error: (path, message) => this.walkError(path, message),
      marker: (path) => markers.push(path),
      markers: () => markers.length,
      truncateMarkers: (n) => {
        markers.length = n;
      },
      manifest: (path, read, siblings) => this.manifest(root, path, resolver, read, siblings),
    }, this.lstatAll, this.confine);
  }

  /**
   * Replay a load with some manifests read again: other outcomes kept in walk order, only registration
   * decided again, so a name that moved between files registers where it now wins.
   */
  replay(prev: LoadResult, changed: ReadonlySet<BStr>): void {
    const names = new Set<BStr>();
    const nameOf = (o: ManifestOutcome): BStr | undefined => (o.status === 'registered' ? o.skill.name : o.status === 'duplicate' ? o.name : undefined);
    for (const o of prev.manifests) if (changed.has(o.path)) names.add(nameOf(o) ?? '');
    const redo = (o: ManifestOutcome): void => this.manifest(o.root, o.path, new RootResolver(o.root), readManifest(o.path, false, false));
    const renamed = new Map<BStr, BStr>();
    for (const o of prev.manifests) {
      const before = this.result.lines.length;
      const name = nameOf(o);
      if (changed.has(o.path) || (name !== undefined && names.has(name))) redo(o);
      else {
        if (o.status === 'registered') {
          this.registry.set(o.skill.name, o.skill);
          this.result.skills.push(o.skill);
        }
        this.result.manifests.push(o);
        continue;
      }
      const now = this.result.manifests[this.result.manifests.length - 1];
      const newName = nameOf(now);
      // A name a changed file now takes is decided again for the files after it.
      if (newName !== undefined) names.add(newName);
      if (o.line !== undefined && this.result.lines.length > before) renamed.set(o.line, this.result.lines.pop()!);
    }
    this.result.lines = prev.lines.map((l) => renamed.get(l) ?? l);
    Object.assign(this.result, { roots: prev.roots, walkErrors: prev.walkErrors, packMarkers: prev.packMarkers });
  }

  private manifest(root: BStr, path: BStr, resolver: RootResolver, read: ManifestRead, siblings?: SiblingLookup): void {
    const push = (o: ManifestOutcome): void => {
      this.result.manifests.push(o);
    };
    // The manager's boot hangs or runs out of memory here (or the file is over the cap): no line.
    if (read.blocked) return push({ status: 'blocked', path, root, why: read.blocked });
    if ('error' in read) {
      const message = read.error.text;
      return push({ status: 'read-error', path, root, message, line: this.log(`parse ${path}: read: ${message}`) });
    }
    const { decoded, source } = this.decode(read.bytes);
    if (decoded.error) {
      const line = this.log(`parse ${path}: decode: ${decoded.error.message}`);
      return push({ status: 'decode-error', path, root, error: decoded.error, line, source });
    }
    const m = decoded.manifest;
    const built = buildSkill(m, path, resolver, siblings);
    if (!built.ok) {
      const line = this.log(`build ${m.name} (${path}): ${built.error}`);
      return push({ status: 'build-error', path, root, name: m.name, check: built.check, message: built.error, line, source });
    }
    const known = this.registry.get(m.name);
    if (known !== undefined) {
      const line = this.log(`skill ${goQuote(m.name)} already registered, skipping ${path}`);
      return push({ status: 'duplicate', path, root, name: m.name, builtin: known === 'builtin', line, source });
    }
    const skill = withOrigin(built.skill, path, root);
    if (!this.keepSchemas) skill.schema = undefined;
    this.registry.set(m.name, skill);
    this.result.skills.push(skill);
    push({ status: 'registered', path, root, skill, line: this.log(`registered subprocess skill ${goQuote(m.name)} from ${path}`), source });
  }

  /** Decode the bytes (valid until the next read); kept as a byte string when asked. */
  private decode(buf: Buffer): { decoded: DecodedManifest; source?: ManifestSource } {
    if (!this.keepSources) return { decoded: fastDecodeManifest(buf) ?? decodeManifest(buf.toString('latin1')) };
    // The rules parse a kept file again with the exact reader (parseGoJson) anyway, and the exact decode
    // cost less CPU than the fast one beside it; scan, list and run keep nothing and take the fast one.
    const src = buf.toString('latin1');
    const decoded = decodeManifest(src);
    return { decoded, source: { src, manifest: decoded.manifest } };
  }
}

/**
 * A Skill as one object literal: every skill gets the same hidden class
 * (an object spread here gave each of 10,000 skills its own map).
 */
function withOrigin(b: BuiltSkill, manifestPath: BStr, root: BStr): Skill {
  return {
    name: b.name,
    description: b.description,
    schema: b.schema,
    entry: b.entry,
    envAllow: b.envAllow,
    timeoutSeconds: b.timeoutSeconds,
    timeoutNanos: b.timeoutNanos,
    class: b.class,
    category: b.category,
    manifestPath,
    root,
  };
}

/** Boot the loader over `roots`, exactly as the manager's LoadDirs would. */
export function loadSkills(options: LoadOptions): LoadResult {
  const boot = new Boot(options.builtins ?? true, options.keepSchemas ?? true, options.lstatAll ?? false, options.keepSources ?? false, options.confine ?? false);
  for (const root of options.roots) boot.root(root);
  return boot.result;
}
