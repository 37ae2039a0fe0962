// Whether the manager's user (uid and gid 65532, no other groups) may read
// and enter what a skill needs, from each file's owner and mode as the bind
// mount shows them (same numbers inside and out): every folder from the
// allowlist root down to the entry's (the loader lists them, so r and x),
// the manifest (r) and the entry (x, and r for a script its interpreter
// reads). Stats are kept per run: skills under one root share folders.
import { statSync } from 'node:fs';
import { type BStr, fsPath } from '../go/bytes.js';
import type { ImageUser } from './image.js';

export interface Blocked {
  path: BStr;
  mode: number;
  directory: boolean;
  /** The class of bits that applies to the user: owner, group or other. */
  who: 'u' | 'g' | 'o';
  /** The bits to add, as chmod spells them (`rx`, `r`, `x`). */
  add: string;
}

type Stat = { mode: number; uid: number; gid: number; directory: boolean } | undefined;

export class AccessCheck {
  private readonly stats = new Map<BStr, Stat>();

  constructor(private readonly user: ImageUser) {}

  /** What blocks the user on the way from `root` to `entry` (both resolved, `entry` under `root`). */
  /** `entryBits`: what the entry itself needs (4 read, 1 execute). */
  blocked(root: BStr, manifest: BStr, entry: BStr, entryBits: number): Blocked[] {
    const out: Blocked[] = [];
    const base = root.endsWith('/') ? root.slice(0, -1) : root;
    const folders = [base || '/'];
    const rest = entry.slice(base.length + 1).split('/');
    for (let i = 0; i < rest.length - 1; i++) folders.push(`${base}/${rest.slice(0, i + 1).join('/')}`);
    for (const folder of folders) this.need(folder, 5, out);
    this.need(manifest, 4, out);
    if (entryBits !== 0) this.need(entry, entryBits, out);
    return out;
  }

  private need(path: BStr, bits: number, out: Blocked[]): void {
    const st = this.stat(path);
    if (!st) return;
    const who = st.uid === this.user.uid ? 'u' : st.gid === this.user.gid ? 'g' : 'o';
    const shift = who === 'u' ? 6 : who === 'g' ? 3 : 0;
    const missing = bits & ~(st.mode >> shift) & 7;
    if (missing === 0) return;
    const add = (missing & 4 ? 'r' : '') + (missing & 1 ? 'x' : '');
    out.push({ path, mode: st.mode & 0o7777, directory: st.directory, who, add });
  }

  private stat(path: BStr): Stat {
    if (this.stats.has(path)) return this.stats.get(path);
    let st: Stat;
    try {
      const s = statSync(fsPath(path));
      st = { mode: s.mode, uid: s.uid, gid: s.gid, directory: s.isDirectory() };
    } catch {
      st = undefined;
    }
    this.stats.set(path, st);
    return st;
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
