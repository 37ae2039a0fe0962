// Why the manager said `entry X escapes allowlist root R` (docs/manager.md#build-checks): a real escape, or the quirk
// that the relative path starts with "..", which a child folder named `..x` matches too.
import { RootResolver, entryPath } from './build.js';
import type { BStr } from '../go/bytes.js';
import { evalSymlinks } from '../go/evalsymlinks.js';
import { relFromRoot } from '../go/gopath.js';
import type { ManifestOutcome } from './loader.js';
import type { Manifest } from './manifest.js';

export interface Escape {
  resolved: BStr;
  root: BStr;
  /** Set when the entry is really inside the root and only the quirk rejects it. */
  quirkRel?: BStr;
}

export function escapeOf(outcome: ManifestOutcome, manifest: Manifest): Escape | undefined {
  if (outcome.status !== 'build-error' || outcome.check !== 'entry-escapes') return undefined;
  const root = new RootResolver(outcome.root).resolve();
  if (!root.ok) return undefined;
  let resolved: BStr;
  try {
    resolved = evalSymlinks(entryPath(outcome.path, manifest.entry));
  } catch {
    return undefined; // changed on disk since the loader looked
  }
  const inside = resolved.startsWith(root.path === '/' ? '/' : root.path + '/');
  return inside ? { resolved, root: root.path, quirkRel: relFromRoot(root.path, resolved) } : { resolved, root: root.path };
}
