// `scan [dir...]`: boot the loader like the manager, print its log lines on
// stderr byte for byte, the registered skills on stdout.
import { EXIT } from '../../errors.js';
import { scanJson, writeScanTable } from '../../format/scan.js';
import { paintFor } from '../../io/color.js';
import { writeOut } from '../../io/write.js';
import { OutStream } from '../../io/out-stream.js';
import { printLoad } from '../load-print.js';
import { type SessionFlags, openSession } from '../../session/load-session.js';
import { sayConfig } from '../config-notice.js';
import { type ComposeView, containerLines, loaderRoots, readCompose } from '../../target/compose.js';
import { writeErr } from '../../io/write.js';
import { setFlagsFromString } from 'node:v8';

/** What the compose file says, before the loader lines: the service, its user, each dir and where it comes from. */
function composeNotes(c: ComposeView): string {
  const user = c.user ? `, user ${c.user} (the image's is 65532)` : '';
  const lines = [`note: compose service ${c.service}${user}: ONGRID_SKILLS_EXTERNAL_DIRS has ${c.dirs.length} folder${c.dirs.length === 1 ? '' : 's'}`];
  for (const d of c.dirs) lines.push(d.host ? `note:   ${d.container} is ${d.host} on the host` : `note:   ${d.container} is not bind-mounted from the host: the image has nothing there`);
  return lines.join('\n') + '\n';
}

export interface ScanFlags extends SessionFlags {
  json?: boolean;
  color?: boolean;
  /** Compose files: the manager service's external dirs, through its bind mounts (docs/target.md). */
  compose?: string[];
  service?: string;
}

export async function scanCommand(dirs: string[], flags: ScanFlags): Promise<number> {
  // Everything the walk builds lives until the table is written, so each
  // scavenge finds its young generation busy and V8 doubles it, to 16 MiB a
  // semi-space on a large tree: mostly garbage held as peak RSS. Kept at its
  // first size, the young objects stay in the CPU's cache and scan is no
  // slower. V8 reads this flag at each growth, so setting it now takes effect.
  setFlagsFromString('--semi-space-growth-factor=1');
  const compose = flags.compose ? readCompose(flags.compose, flags.service) : undefined;
  if (compose) writeErr(composeNotes(compose));
  const mapped = compose && loaderRoots(compose.dirs);
  const roots = mapped ? mapped.map((d) => d.host) : dirs;
  const session = await openSession(roots, flags, { asGiven: true, keepSchemas: Boolean(flags.json) });
  sayConfig(session);
  const result = session.load;
  await printLoad(session, undefined, false, mapped && ((lines) => containerLines(lines, mapped)));

  const native = await session.natives();
  if (flags.json) writeOut(scanJson(result, native.length > 0 ? (await import('../../format/native.js')).nativeJson(native) : []));
  else {
    const bold = (await paintFor(process.stdout, flags.color)).bold;
    // Written a batch of rows at a time: no string and buffer of a 10,000-row table.
    const out = new OutStream('utf8');
    writeScanTable(result, bold, out);
    out.flush();
    if (native.length > 0) writeOut((await import('../../format/native.js')).renderNativeTable(native, bold));
  }

  // A folder that could not be walked hides whatever skills it holds: not clean.
  const clean =
    result.manifests.every((m) => m.status === 'registered') &&
    result.walkErrors.length === 0 &&
    result.roots.every((r) => r.status === 'walked' || r.status === 'blank');
  return clean ? EXIT.ok : EXIT.failed;
}
