// The bundle's Node-API addons (addon/*.c, built into dist/ by
// scripts/build.mjs where a C compiler is found), loaded once per file.
// Anything but an addon with the expected functions (no file, another
// platform's build, a throw while loading) is no addon: the caller takes
// its other way.
import path from 'node:path';

/** Each addon file once loaded; null where it could not be. */
const loaded = new Map<string, object | null>();

/** The addon `file` in `dir` if it loads and exports every function in `names`. */
export function loadAddon<T extends object>(dir: string, file: string, names: readonly string[]): T | undefined {
  const at = path.join(dir, file);
  let addon = loaded.get(at);
  if (addon === undefined) {
    addon = null;
    try {
      const mod = { exports: {} as Record<string, unknown> };
      process.dlopen(mod, at);
      if (names.every((n) => typeof mod.exports[n] === 'function')) addon = mod.exports;
    } catch {
      // no addon here
    }
    loaded.set(at, addon);
  }
  return (addon ?? undefined) as T | undefined;
}
