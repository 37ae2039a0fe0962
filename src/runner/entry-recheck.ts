// Checked again right before the spawn, as the loader resolves (docs/manager.md#build-checks): a person may take
// minutes at the gate's prompt. A changed entry is not run; the caller gets the build check's text the manager would log.
import type { BStr } from '../go/bytes.js';
import { GoError } from '../go/errno.js';
import { evalSymlinks } from '../go/evalsymlinks.js';
import { relFromRoot } from '../go/gopath.js';
import { RootResolver } from '../loader/build.js';
import type { Skill } from '../loader/loader.js';

export interface EntryDrift {
  now?: BStr;
  /** The manager's build check text now (`entry X escapes allowlist root R`, `eval entry symlinks: ...`), when it would refuse the skill. */
  managerError?: BStr;
}

/** How the entry changed since the load, or undefined when it did not. */
export function entryDrift(skill: Skill): EntryDrift | undefined {
  let now: BStr;
  try {
    now = evalSymlinks(skill.entry);
  } catch (e) {
    if (!(e instanceof GoError)) throw e;
    return { managerError: `eval entry symlinks: ${e.text}` };
  }
  const root = new RootResolver(skill.root).resolve();
  if (!root.ok) return { now, managerError: `eval allowlist root: ${root.error}` };
  if (relFromRoot(root.path, now).startsWith('..')) return { now, managerError: `entry ${now} escapes allowlist root ${root.path}` };
  return now === skill.entry ? undefined : { now };
}
