// The files of a folder beside a manifest (examples/, tests/) with a name ending, from the walk's kept listing or
// listed here, only while the folder stays inside the skill's: a link out is an escape, never listed or read.
import { readdirSync } from 'node:fs';
import { type BStr, fsPath } from '../go/bytes.js';
import { join } from '../go/gopath.js';
import { keptHas, keptListing } from './listings.js';
import { type Escape, resolveInside } from './read-inside.js';

type Entry = { name: string; isFile(): boolean };

/** Where `skillDir`/`name` leads when it is a folder the walk did not list that leads out of `skillDir` (nothing is listed). */
export function folderEscape(skillDir: BStr, name: string): Escape | undefined {
  if (keptHas(skillDir, name) === false || keptListing(join(skillDir, name)) !== undefined) return undefined;
  try {
    const where = resolveInside(skillDir, join(skillDir, name));
    return where.kind === 'escapes' ? where : undefined;
  } catch {
    return undefined;
  }
}

/** `skillDir`/`name`'s regular files ending in `suffix`, sorted; or where the folder leads when that is outside `skillDir`. */
export function listInside(skillDir: BStr, name: string, suffix: string): { files: BStr[] } | { escape: Escape } {
  if (keptHas(skillDir, name) === false) return { files: [] };
  const folder = join(skillDir, name);
  let entries = keptListing(folder) as readonly Entry[] | undefined;
  if (entries === undefined) {
    try {
      const where = resolveInside(skillDir, folder);
      if (where.kind === 'escapes') return { escape: where };
      entries = readdirSync(fsPath(folder), { encoding: 'latin1', withFileTypes: true }) as unknown as Entry[];
    } catch {
      return { files: [] };
    }
  }
  return { files: entries.filter((e) => e.isFile() && e.name.endsWith(suffix)).map((e) => join(folder, e.name)).sort() };
}
