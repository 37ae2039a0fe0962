// Whether the manager's user (uid and gid 65532, no other groups) may enter and read what a skill needs, by owner and
// mode as the bind mount shows them (docs/target.md#validate-the-checks); stats kept per run, as skills share folders.
import { statSync } from 'node:fs';
import { type BStr, fsPath } from '../go/bytes.js';
import type { Owned } from '../runner/entry-facts.js';
import type { ImageUser } from './image.js';
import { evalSymlinks } from '../go/evalsymlinks.js';

export interface Blocked {
  path: BStr;
  mode: number;
  directory: boolean;
  who: 'u' | 'g' | 'o';
  /** The bits to add, as chmod spells them (`rx`, `r`, `x`). */
  add: string;
  id?: string;
}

type Stat = { mode: number; uid: number; gid: number; directory: boolean; id?: string } | undefined;

export class AccessCheck {
  private readonly stats = new Map<BStr, Stat>();
  private readonly roots = new Map<BStr, BStr | undefined>();

  /** `ids`: stat every folder here, identity included (for --fix), rather than take the entry read's. */
  constructor(
    private readonly user: ImageUser,
    private readonly ids = false,
  ) {}

  resolvedRoot(root: BStr): BStr | undefined {
    if (!this.roots.has(root)) {
      let resolved: BStr | undefined;
      try {
        resolved = evalSymlinks(root);
      } catch {
        resolved = undefined;
      }
      this.roots.set(root, resolved);
    }
    return this.roots.get(root);
  }

  /** What blocks the user from `root` to the entry at `path` (both resolved): `entry` is the entry read's stat,
   * `entryBits` what it needs (4 r, 1 x). */
  blocked(root: BStr, manifest: BStr, path: BStr, entry: Owned & { folder?: Owned; manifest?: Owned }, entryBits: number): Blocked[] {
    const out: Blocked[] = [];
    // Every folder from the root down to the entry's: the prefixes of its path ending at a slash.
    const end = root.length > 1 && root.endsWith('/') ? root.length - 1 : root.length;
    const top = root.slice(0, end) || '/';
    const topStat = this.folder(top);
    this.need(top, 5, out, topStat, topStat?.directory, topStat?.id);
    const last = path.lastIndexOf('/');
    for (let slash = path.indexOf('/', end + 1); slash !== -1; slash = path.indexOf('/', slash + 1)) {
      const folder = path.slice(0, slash);
      // The entry's own folder came with the entry's read; the ones above are shared.
      if (slash === last && entry.folder && !this.ids) this.need(folder, 5, out, entry.folder, true);
      else {
        const st = this.folder(folder);
        this.need(folder, 5, out, st, st?.directory, st?.id);
      }
    }
    // The skill.json beside the entry came with the entry's read.
    if (entry.manifest && isBeside(manifest, path, last)) this.need(manifest, 4, out, entry.manifest, false);
    else {
      const st = statOf(manifest);
      this.need(manifest, 4, out, st, st?.directory, st?.id);
    }
    if (entryBits !== 0) this.need(path, entryBits, out, entry, false);
    return out;
  }

  /** Owner and mode passed apart from the rest, so no object is made per call: most calls find nothing missing. */
  private need(path: BStr, bits: number, out: Blocked[], st: Owned | undefined, directory = false, id?: string): void {
    if (!st) return;
    const who = st.uid === this.user.uid ? 'u' : st.gid === this.user.gid ? 'g' : 'o';
    const shift = who === 'u' ? 6 : who === 'g' ? 3 : 0;
    const missing = bits & ~(st.mode >> shift) & 7;
    if (missing === 0) return;
    const add = (missing & 4 ? 'r' : '') + (missing & 1 ? 'x' : '');
    out.push({ path, mode: st.mode & 0o7777, directory, who, add, id });
  }

  private folder(path: BStr): Stat {
    const st = this.stats.get(path);
    if (st !== undefined || this.stats.has(path)) return st;
    const fresh = statOf(path, this.ids);
    this.stats.set(path, fresh);
    return fresh;
  }
}

/** Whether `manifest` is `skill.json` in the folder of `path` (whose last slash is at `last`), without building that name. */
function isBeside(manifest: BStr, path: BStr, last: number): boolean {
  return manifest.length === last + SKILL_JSON.length && manifest.endsWith(SKILL_JSON) && path.startsWith(manifest.slice(0, last));
}

const SKILL_JSON = '/skill.json';

function statOf(path: BStr, ids = false): Stat {
  try {
    if (ids) {
      const s = statSync(fsPath(path), { throwIfNoEntry: false, bigint: true });
      return s && { mode: Number(s.mode), uid: Number(s.uid), gid: Number(s.gid), directory: s.isDirectory(), id: `${s.dev}:${s.ino}` };
    }
    const s = statSync(fsPath(path), { throwIfNoEntry: false });
    return s && { mode: s.mode, uid: s.uid, gid: s.gid, directory: s.isDirectory() };
  } catch {
    return undefined;
  }
}

/** The chmod command lines that let the user in: one per set of bits, paths in walk order. */
export function chmodCommands(blocked: readonly Blocked[]): string {
  const groups = new Map<string, BStr[]>();
  for (const b of blocked) {
    const spec = `${b.who}+${b.add}`;
    const list = groups.get(spec) ?? [];
    list.push(b.path);
    groups.set(spec, list);
  }
  return [...groups].map(([spec, paths]) => `chmod ${spec} ${paths.map(shellQuote).join(' ')}`).join(' && ');
}

function shellQuote(path: BStr): string {
  return /^[A-Za-z0-9_./+-]+$/.test(path) ? path : `'${path.replaceAll("'", "'\\''")}'`;
}

/** The mode with the missing bits added, as the chmod would leave it. */
export function fixedMode(b: Blocked): number {
  const shift = b.who === 'u' ? 6 : b.who === 'g' ? 3 : 0;
  const bits = (b.add.includes('r') ? 4 : 0) | (b.add.includes('x') ? 1 : 0);
  return b.mode | (bits << shift);
}
