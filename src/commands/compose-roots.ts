// `--compose FILE [--service NAME]` for scan, list and validate: the manager service's roots mapped to host folders,
// and the loader lines turned back into the container paths it logs (docs/target.md "The operator's view from a compose file").
import type { BStr } from '../go/bytes.js';
import { UsageError } from '../errors.js';
import { writeErr } from '../io/write.js';
import { type ComposeView, type LoaderDir, containerLines, containerPath, loaderRoots, readCompose } from '../target/compose.js';

export interface ComposeFlags {
  compose?: string[];
  service?: string;
}

export interface ComposeRoots {
  /** The loader's roots in the manager's order: host folders (a path sure not to exist for one no mount holds). */
  dirs: LoaderDir[];
  rewrite: (lines: BStr[]) => BStr[];
  /** A host path's container path, when a mounted root holds it. */
  container: (host: string) => string | undefined;
}

/** What the compose file says, before the loader lines: the service, its user, each dir and where it comes from. */
function composeNotes(c: ComposeView): string {
  const user = c.user ? `, user ${c.user} (the image's is 65532)` : '';
  const lines = [`note: compose service ${c.service}${user}: ONGRID_SKILLS_EXTERNAL_DIRS has ${c.dirs.length} folder${c.dirs.length === 1 ? '' : 's'}`];
  for (const d of c.dirs) lines.push(d.host ? `note:   ${d.container} is ${d.host} on the host` : `note:   ${d.container} is not bind-mounted from the host: the image has nothing there`);
  return lines.join('\n') + '\n';
}

/** Read the compose files (one error each for a bad file, service or variable) and say what they give; undefined without --compose. */
export function composeRoots(flags: ComposeFlags, given: readonly string[]): ComposeRoots | undefined {
  if (!flags.compose) {
    if (flags.service !== undefined) throw new UsageError('--service names a service of a compose file: give --compose FILE too');
    return undefined;
  }
  if (given.length > 0) throw new UsageError(`--compose takes the skill folders from the compose file; ${given[0]} given as well`, 'drop the folders, or drop --compose');
  const view = readCompose(flags.compose, flags.service);
  // Without folders the session would fall back to this folder; that manager loads no external skill at all.
  if (view.dirs.length === 0) {
    throw new UsageError(`${flags.compose.join(', ')}: service ${view.service} sets no ONGRID_SKILLS_EXTERNAL_DIRS: the manager it starts loads no skill folder`, 'add the override file that sets it (--compose FILE again), or set it in the service\'s environment');
  }
  writeErr(composeNotes(view));
  const dirs = loaderRoots(view.dirs);
  return { dirs, rewrite: (lines) => containerLines(lines, dirs), container: (host) => containerPath(host, dirs) };
}
