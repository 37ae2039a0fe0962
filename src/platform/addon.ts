// The optional child addon (addon/child.c), loaded only when its size and checksum match the build's record: a
// truncated or foreign .node would kill us with SIGBUS in dlopen (docs/architecture-build.md#the-child-addon).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { checksum } from './checksum.mjs';

export const CHILD_ADDON = 'ongrid-skills-child';

/** Setting this to 1 forces every caller onto its fallback, as on a platform with no addon. */
export const NO_ADDON_ENV = 'ONGRID_SKILLS_NO_ADDON';

/** What the build writes beside each addon (scripts/build-addon.mjs). */
interface AddonRecord {
  size: number;
  sha256: string;
  checksum: string;
}

/** The record is a few dozen bytes: anything longer is not ours. */
const RECORD_CAP = 4096;

/** The folder name of this platform's prebuilds: musl and glibc Linux builds do not load in each other. */
export function prebuildTag(platform = process.platform, arch = process.arch): string {
  if (platform !== 'linux') return `${platform}-${arch}`;
  const muslArch = arch === 'x64' ? 'x86_64' : arch === 'arm64' ? 'aarch64' : arch;
  // musl's dynamic loader is the cheapest sign of a musl system (one stat; process.report takes milliseconds).
  return `${platform}-${arch}-${existsSync(`/lib/ld-musl-${muslArch}.so.1`) ? 'musl' : 'glibc'}`;
}

let hostTag: string | undefined;

export function addonPath(dir: string, name: string): string {
  return path.join(dir, 'prebuilds', (hostTag ??= prebuildTag()), `${name}.node`);
}

/** Each addon file once tried; null where it was skipped or could not load. */
const loaded = new Map<string, Record<string, unknown> | null>();

/** Whether the bytes of `file` are what its record beside it says. */
function verified(file: string): boolean {
  try {
    const recordText = readFileSync(file.replace(/\.node$/, '.json'), 'utf8');
    if (recordText.length > RECORD_CAP) return false;
    const record = JSON.parse(recordText) as Partial<AddonRecord>;
    const bytes = readFileSync(file);
    return bytes.length === record.size && typeof record.checksum === 'string' && checksum(bytes) === record.checksum;
  } catch {
    return false;
  }
}

function tryLoad(file: string): Record<string, unknown> | null {
  if (process.env[NO_ADDON_ENV] === '1' || !verified(file)) return null;
  try {
    const mod = { exports: {} as Record<string, unknown> };
    process.dlopen(mod, file);
    return mod.exports;
  } catch {
    return null;
  }
}

/** The addon `name` under the bundle folder `dir` if it checks out, loads and exports every function in `names`. */
export function loadAddon<T extends object>(dir: string, name: string, names: readonly string[]): T | undefined {
  const file = addonPath(dir, name);
  let addon = loaded.get(file);
  if (addon === undefined) {
    addon = tryLoad(file);
    loaded.set(file, addon);
  }
  return addon !== null && names.every((n) => typeof addon[n] === 'function') ? (addon as T) : undefined;
}

/** The addon only if an earlier loadAddon loaded it (nothing is opened here), with every function in `names`. */
export function loadedAddon<T extends object>(dir: string, name: string, names: readonly string[]): T | undefined {
  const addon = loaded.get(addonPath(dir, name));
  return addon && names.every((n) => typeof addon[n] === 'function') ? (addon as T) : undefined;
}
