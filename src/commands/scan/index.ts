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
import { type ComposeFlags, composeRoots } from '../compose-roots.js';
import { setFlagsFromString } from 'node:v8';

export interface ScanFlags extends SessionFlags, ComposeFlags {
  json?: boolean;
  color?: boolean;
}

export async function scanCommand(dirs: string[], flags: ScanFlags): Promise<number> {
  // The walk's objects all live until the table is written, so V8 would keep doubling the young generation (garbage
  // held as peak RSS); kept at its first size scan is no slower. V8 reads this flag at each growth.
  setFlagsFromString('--semi-space-growth-factor=1');
  const compose = composeRoots(flags, dirs);
  const roots = compose ? compose.dirs.map((d) => d.host) : dirs;
  const session = await openSession(roots, flags, { asGiven: true, keepSchemas: Boolean(flags.json) });
  sayConfig(session);
  const result = session.load;
  await printLoad(session, undefined, false, compose?.rewrite);

  const native = await session.natives();
  if (flags.json) writeOut(scanJson(result, native.length > 0 ? (await import('../../format/native.js')).nativeJson(native) : [], compose?.container));
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
