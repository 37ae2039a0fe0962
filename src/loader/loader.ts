// The manager's boot-time loader (manager.md 1-3): for each root, the
// checks and log line it prints, then Go's filepath.Walk (byte-wise name
// order, links never followed, errors logged and skipped), and for each
// skill.json one verdict and one log line. Returns data; prints nothing.
import { type Dirent, lstatSync, readdirSync, statSync } from 'node:fs';
import { BUILTIN_SKILLS } from './builtins.js';
import { type BuildCheck, type BuiltSkill, RootResolver, type SiblingLookup, buildSkill } from './build.js';
import { type BStr, fsPath, goTrimSpace } from '../go/bytes.js';
import { GoError, codeOf, errnoText, pathError } from '../go/errno.js';
import { readWhole } from '../go/readfile.js';
import { goQuote } from '../go/goquote.js';
import { base, isAbs, join } from '../go/gopath.js';
import { type DecodeError, decodeManifest } from './manifest.js';
import { fastDecodeManifest } from './manifest-fast.js';

const MANIFEST = 'skill.json';
/** Linux PATH_MAX counts the NUL: a path of 4096 bytes or more fails lstat. */
const PATH_MAX = 4096;

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

export type ManifestOutcome =
  | { status: 'registered'; path: BStr; root: BStr; skill: Skill; line: BStr }
  | { status: 'read-error'; path: BStr; root: BStr; message: BStr; line: BStr }
  | { status: 'decode-error'; path: BStr; root: BStr; error: DecodeError; line: BStr }
  | { status: 'build-error'; path: BStr; root: BStr; name: BStr; check: BuildCheck; message: BStr; line: BStr }
  | { status: 'duplicate'; path: BStr; root: BStr; name: BStr; builtin: boolean; line: BStr }
  | { status: 'blocked'; path: BStr; root: BStr; line?: undefined };

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
   * Where the walk passed a pack's layout file (SKILL.md, openclaw.plugin.json,
   * a .claude-plugin folder), for scan and list to show native skills. The
   * manager's skill.json loader ignores them; noting them costs one Set
   * lookup per entry and no extra file system call.
   */
  packMarkers: BStr[];
}

const PREFIX = 'skill loader: ';
const PACK_MARKERS: ReadonlySet<string> = new Set(['SKILL.md', 'openclaw.plugin.json', '.claude-plugin']);

class Boot {
  readonly result: LoadResult = { lines: [], roots: [], manifests: [], walkErrors: [], skills: [], packMarkers: [] };
  private readonly registry = new Map<BStr, 'builtin' | Skill>();

  constructor(
    builtins: boolean,
    private readonly keepSchemas: boolean,
  ) {
    if (builtins) for (const name of BUILTIN_SKILLS) this.registry.set(name, 'builtin');
  }

  private log(text: BStr): BStr {
    const line = PREFIX + text;
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
      // filepath.Walk does not follow a root that is a link (manager.md 2).
      outcome('symlink');
      if (base(root) === MANIFEST) this.manifest(root, root, resolver, top.isFIFO());
      return;
    }
    outcome('walked');
    this.walkDir(root, root, resolver);
  }

  private walkError(path: BStr, message: BStr): void {
    this.result.walkErrors.push({ path, message, line: this.log(`walk ${path}: ${message}`) });
  }

  /** Depth first, entries in byte order, with an explicit stack (trees can be deep). */
  private walkDir(root: BStr, start: BStr, resolver: RootResolver): void {
    const stack: Array<{ path: BStr; entries: Dirent[]; next: number }> = [];
    const open = (path: BStr): void => {
      let entries: Dirent[];
      try {
        entries = readdirSync(fsPath(path), { withFileTypes: true, encoding: 'latin1' }) as unknown as Dirent[];
      } catch (e) {
        this.walkError(path, `open ${path}: ${errnoText(codeOf(e))}`);
        return;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
      stack.push({ path, entries, next: 0 });
    };
    open(start);
    while (stack.length > 0) {
      const top = stack[stack.length - 1];
      if (top.next >= top.entries.length) {
        stack.pop();
        continue;
      }
      const entry = top.entries[top.next++];
      // Only the first join can clean anything: names hold no "/", "." or "..".
      const path = stack.length === 1 ? join(top.path, entry.name) : top.path + '/' + entry.name;
      let isDir = entry.isDirectory();
      let isFifo = entry.isFIFO();
      const known = isDir || entry.isFile() || entry.isSymbolicLink() || isFifo || entry.isSocket() ||
        entry.isCharacterDevice() || entry.isBlockDevice();
      if (!known || path.length >= PATH_MAX) {
        try {
          const st = lstatSync(fsPath(path));
          isDir = st.isDirectory();
          isFifo = st.isFIFO();
        } catch (e) {
          this.walkError(path, pathError('lstat', path, e).text);
          continue;
        }
      }
      if (PACK_MARKERS.has(entry.name)) this.result.packMarkers.push(path);
      if (isDir) open(path);
      else if (entry.name === MANIFEST) {
        const siblings = top.entries;
        this.manifest(root, path, resolver, isFifo || linksToFifo(entry, path), entry.isFile(), (name) => sibling(siblings, name));
      }
    }
  }

  private manifest(
    root: BStr,
    path: BStr,
    resolver: RootResolver,
    fifo: boolean,
    regular = false,
    siblings?: SiblingLookup,
  ): void {
    const push = (o: ManifestOutcome): void => {
      this.result.manifests.push(o);
    };
    if (fifo) {
      // Go's open(2) of a FIFO blocks until a writer comes: the manager's boot hangs here.
      return push({ status: 'blocked', path, root });
    }
    let buf: Buffer;
    try {
      buf = readWhole(path, regular);
    } catch (e) {
      if (!(e instanceof GoError)) throw e;
      const message = e.text;
      return push({ status: 'read-error', path, root, message, line: this.log(`parse ${path}: read: ${message}`) });
    }
    const decoded = fastDecodeManifest(buf) ?? decodeManifest(buf.toString('latin1'));
    if (decoded.error) {
      const line = this.log(`parse ${path}: decode: ${decoded.error.message}`);
      return push({ status: 'decode-error', path, root, error: decoded.error, line });
    }
    const m = decoded.manifest;
    const built = buildSkill(m, path, resolver, siblings);
    if (!built.ok) {
      const line = this.log(`build ${m.name} (${path}): ${built.error}`);
      return push({ status: 'build-error', path, root, name: m.name, check: built.check, message: built.error, line });
    }
    const known = this.registry.get(m.name);
    if (known !== undefined) {
      const line = this.log(`skill ${goQuote(m.name)} already registered, skipping ${path}`);
      return push({ status: 'duplicate', path, root, name: m.name, builtin: known === 'builtin', line });
    }
    const skill = withOrigin(built.skill, path, root);
    if (!this.keepSchemas) skill.schema = undefined;
    this.registry.set(m.name, skill);
    this.result.skills.push(skill);
    push({ status: 'registered', path, root, skill, line: this.log(`registered subprocess skill ${goQuote(m.name)} from ${path}`) });
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

/** A name in an already read folder listing, by type; undefined when not listed or of unknown type. */
function sibling(entries: Dirent[], name: BStr): 'link' | 'other' | undefined {
  for (const e of entries) {
    if (e.name !== name) continue;
    if (e.isSymbolicLink()) return 'link';
    return e.isFile() || e.isDirectory() ? 'other' : undefined;
  }
  return undefined;
}

function linksToFifo(entry: Dirent, path: BStr): boolean {
  if (!entry.isSymbolicLink()) return false;
  try {
    return statSync(fsPath(path)).isFIFO();
  } catch {
    return false;
  }
}

/** Boot the loader over `roots`, exactly as the manager's LoadDirs would. */
export function loadSkills(options: LoadOptions): LoadResult {
  const boot = new Boot(options.builtins ?? true, options.keepSchemas ?? true);
  for (const root of options.roots) boot.root(root);
  return boot.result;
}
