// The entry held by a descriptor opened following no link, so a path swapped for a link since the checks fails here
// (docs/security.md "--fix and run: what is changed is what was checked"). A binary starts from the descriptor; a `#!`
// script by path as the manager does, since its interpreter would otherwise get /dev/fd/N as its name.
import { closeSync, fstatSync, openSync, readSync } from 'node:fs';
import { type BStr, fromBStr, toBStr } from '../go/bytes.js';
import { codeOf } from '../go/errno.js';
import { FILE_FLAGS, holdFolderOf, releaseFolder } from '../source/no-follow-walk.js';

export type HeldEntry =
  | { fd: number }
  /** Start it by path (a script, a file this cannot read, a system where folders cannot be held). */
  | { byPath: true }
  /** What is at the path now is not what was loaded (a link on the way, gone): the start fails with this errno. */
  | { code: string };

const ELF = Buffer.from([0x7f, 0x45, 0x4c, 0x46]);

export function holdEntry(entry: BStr): HeldEntry {
  const text = fromBStr(entry);
  if (toBStr(text) !== entry) return { byPath: true };
  let fd: number;
  try {
    const folder = holdFolderOf(text);
    if (folder === undefined || folder.dirFd < 0) return { byPath: true };
    try {
      fd = openSync(`${folder.dir}/${folder.name}`, FILE_FLAGS);
    } finally {
      releaseFolder(folder);
    }
  } catch (e) {
    const code = codeOf(e) ?? 'EINVAL';
    // Execute-only (no read bit): execve could start it, this cannot open it.
    return code === 'EACCES' ? { byPath: true } : { code };
  }
  try {
    const magic = Buffer.alloc(4);
    if (fstatSync(fd).isFile() && readSync(fd, magic, 0, 4, 0) === 4 && magic.equals(ELF)) return { fd };
  } catch {
    // unreadable: by path
  }
  closeSync(fd);
  return { byPath: true };
}
