// The bundle's Node-API addons (addon/*.c, built into dist/ by
// scripts/build.mjs where a C compiler is found), loaded once per file.
// Anything but an addon with the expected functions (no file, another
// platform's build, a throw while loading) is no addon: the caller takes
// its other way.
import path from 'node:path';

/** The child addon's file (addon/child.c; runner/child-addon.ts, io/isatty.ts). */
export const CHILD_ADDON = 'ongrid-skills-child.node';

/** Each addon file once loaded; null where it could not be. */
const loaded = new Map<string, Record<string, unknown> | null>();

/** The addon `file` in `dir` if it loads and exports every function in `names` (each caller names what it uses). */
export function loadAddon<T extends object>(dir: string, file: string, names: readonly string[]): T | undefined {
  const at = path.join(dir, file);
  let addon = loaded.get(at);
  if (addon === undefined) {
    addon = null;
    try {
      const mod = { exports: {} as Record<string, unknown> };
      process.dlopen(mod, at);
      addon = mod.exports;
    } catch {
      // no addon here
    }
    loaded.set(at, addon);
  }
  return addon !== null && names.every((n) => typeof addon[n] === 'function') ? (addon as T) : undefined;
}

/** The addon `file` in `dir` only if an earlier loadAddon loaded it (nothing is opened here), with every function in `names`. */
export function loadedAddon<T extends object>(dir: string, file: string, names: readonly string[]): T | undefined {
  const addon = loaded.get(path.join(dir, file));
  return addon && names.every((n) => typeof addon[n] === 'function') ? (addon as T) : undefined;
}
