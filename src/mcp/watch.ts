// --watch: the loader runs again every half second; a skill.json or entry changed (size, times, inode, mode), added or
// gone gives the caller the new load and its lines. Opt-in: a walk per tick, as the manager does at boot.
import { statSync } from 'node:fs';
import { type BStr, fsPath } from '../go/bytes.js';
import type { LoadResult } from '../loader/loader.js';

export const WATCH_INTERVAL_MS = 500;

function stamp(path: BStr): string {
  const st = statSync(fsPath(path), { throwIfNoEntry: false });
  return st ? `${st.size}:${st.mtimeMs}:${st.ctimeMs}:${st.ino}:${st.mode}` : '-';
}

/** Per manifest path: its own stamp and its entry's, and its loader line. */
function snapshot(loaded: LoadResult): Map<BStr, string> {
  const entries = new Map(loaded.skills.map((s) => [s.manifestPath, s.entry]));
  const snap = new Map<BStr, string>();
  for (const m of loaded.manifests) {
    const entry = entries.get(m.path);
    snap.set(m.path, `${stamp(m.path)}|${entry === undefined ? '' : stamp(entry)}|${m.line ?? ''}`);
  }
  return snap;
}

/** The loader lines of the manifests that changed, and any line that is new. */
function changedLines(loaded: LoadResult, before: Map<BStr, string>, after: Map<BStr, string>, oldLines: Set<BStr>): BStr[] {
  const changed = new Set([...after.keys()].filter((p) => before.get(p) !== after.get(p)));
  const mine = new Set(loaded.manifests.filter((m) => changed.has(m.path)).map((m) => m.line));
  return loaded.lines.filter((line) => mine.has(line) || !oldLines.has(line));
}

export function watchSkills(first: LoadResult, load: () => LoadResult, onChange: (loaded: LoadResult, lines: BStr[]) => Promise<void>): () => void {
  let snap = snapshot(first);
  let lines = new Set(first.lines);
  let busy = false;
  const timer = setInterval(() => {
    if (busy) return;
    const loaded = load();
    const next = snapshot(loaded);
    const same = next.size === snap.size && [...next].every(([p, s]) => snap.get(p) === s);
    if (same) return;
    const shown = changedLines(loaded, snap, next, lines);
    snap = next;
    lines = new Set(loaded.lines);
    busy = true;
    void onChange(loaded, shown).finally(() => (busy = false));
  }, WATCH_INTERVAL_MS);
  return () => clearInterval(timer);
}
