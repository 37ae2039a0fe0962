// An editor's change to a few manifests without a new walk (the language server): those read anew, the rest kept.
import type { BStr } from '../go/bytes.js';
import { Boot, type LoadOptions, type LoadResult } from './loader.js';

/** `prev` with the manifests at `changed` (and those sharing their names) read anew; one added or gone needs loadSkills. */
export function reloadManifests(prev: LoadResult, changed: ReadonlySet<BStr>, options: Pick<LoadOptions, 'builtins' | 'keepSources'>): LoadResult {
  if (changed.size === 1 && inPlace(prev, [...changed][0], options)) return prev;
  const boot = new Boot(options.builtins ?? true, true, false, options.keepSources ?? false);
  boot.replay(prev, changed);
  return boot.result;
}

/** The common edit: one manifest re-read taking the same name (or none, both times), swapped in place as no other
 * registration can change. False, touching nothing, when one could. */
function inPlace(prev: LoadResult, path: BStr, options: Pick<LoadOptions, 'builtins' | 'keepSources'>): boolean {
  const at = prev.manifests.findIndex((m) => m.path === path);
  if (at === -1) return false;
  const old = prev.manifests[at];
  if (old.status === 'duplicate' || old.status === 'blocked') return false;
  // Read alone, with only the built-in names taken: what the file says, before the other files' names.
  const alone = new Boot(options.builtins ?? true, true, false, options.keepSources ?? false);
  alone.replay({ ...prev, manifests: [old], lines: old.line === undefined ? [] : [old.line], skills: [] }, new Set([path]));
  const now = alone.result.manifests[0];
  const sameName = old.status === 'registered' ? now.status === 'registered' && now.skill.name === old.skill.name : now.status !== 'registered' && now.status !== 'duplicate';
  if (!sameName || now.status === 'blocked' || old.line === undefined || now.line === undefined) return false;
  prev.manifests[at] = now;
  if (old.status === 'registered' && now.status === 'registered') prev.skills[prev.skills.indexOf(old.skill)] = now.skill;
  const line = prev.lines.indexOf(old.line);
  if (line !== -1) prev.lines[line] = now.line;
  return true;
}
