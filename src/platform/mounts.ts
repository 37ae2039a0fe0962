// Which mount a path is on, from /proc/self/mountinfo (an entry on a `noexec` mount never runs). Read once per
// load (mounts change under a server), capped; an unreadable or cut table answers nothing, not a guess.
import { readProc } from './read-all.js';

/** Mount tables past this are not ours to parse (thousands of mounts fit well below it). */
const MOUNTINFO_CAP = 4 * 1024 * 1024;

export interface Mount {
  /** Where it is mounted, as the kernel lists it (octal escapes undone). */
  point: string;
  options: readonly string[];
}

const tables = new WeakMap<object, Mount[] | null>();

/** `\040` and the like: the kernel escapes space, tab, newline and backslash in mount points. */
function unescape(field: string): string {
  return field.replace(/\\([0-7]{3})/g, (_, oct: string) => String.fromCharCode(parseInt(oct, 8)));
}

export function parseMountinfo(text: string): Mount[] {
  const mounts: Mount[] = [];
  for (const line of text.split('\n')) {
    const fields = line.split(' ');
    if (fields.length < 6) continue;
    mounts.push({ point: unescape(fields[4]), options: fields[5].split(',') });
  }
  return mounts;
}

/** This machine's mount table, read once for each `key` (a load); null when it cannot be had. */
export function mountTable(key: object): Mount[] | null {
  let table = tables.get(key);
  if (table === undefined) {
    const bytes = process.platform === 'linux' ? readProc('/proc/self/mountinfo', MOUNTINFO_CAP) : undefined;
    table = bytes === undefined ? null : parseMountinfo(bytes.toString('latin1'));
    tables.set(key, table);
  }
  return table;
}

const SLASH = 0x2f;

/** The mount holding absolute, link-free `path`: the longest point at or above it, the last of equals (mounted on top). */
export function mountOf(path: string, list: readonly Mount[] | null): Mount | undefined {
  let best: Mount | undefined;
  for (const m of list ?? []) {
    // The point, then a slash, checked in place: no string made per mount and path.
    const inside = m.point === '/' || (path.startsWith(m.point) && (path.length === m.point.length || path.charCodeAt(m.point.length) === SLASH));
    if (inside && (best === undefined || m.point.length >= best.point.length)) best = m;
  }
  return best;
}
