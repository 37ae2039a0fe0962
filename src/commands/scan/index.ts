// `scan [dir...]`: boot the loader like the manager, print its log lines on
// stderr byte for byte, the registered skills on stdout.
import { loadSkills } from '../../loader/loader.js';
import { loaderNotices } from '../../session/notices.js';
import { EXIT } from '../../errors.js';
import { renderScanTable, scanJson } from '../../format/scan.js';
import { paintFor } from '../../io/color.js';
import { writeErr, writeErrBytes, writeOut } from '../../io/write.js';
import { noticeText } from '../../messages.js';
import { nativeRows, resolveLoadContext, type LoadFlags } from '../load-context.js';

export interface ScanFlags extends LoadFlags {
  json?: boolean;
  color?: boolean;
}

export async function scanCommand(dirs: string[], flags: ScanFlags): Promise<number> {
  const ctx = await resolveLoadContext(dirs, flags);
  const before = ctx.choice.notices.filter((n) => n.kind === 'cwd-fallback');
  writeErr(before.map((n) => noticeText(n) + '\n').join(''));

  const result = loadSkills({ roots: ctx.choice.roots, builtins: ctx.builtins, keepSchemas: Boolean(flags.json) });
  writeErrBytes(result.lines);

  const after = [...ctx.choice.notices.filter((n) => n.kind !== 'cwd-fallback'), ...loaderNotices(result, ctx.cwd)];
  writeErr(after.map((n) => noticeText(n) + '\n').join(''));

  const native = await nativeRows(result);
  if (flags.json) writeOut(scanJson(result, native.length > 0 ? (await import('../../format/native.js')).nativeJson(native) : []));
  else {
    const bold = (await paintFor(process.stdout, flags.color)).bold;
    writeOut(renderScanTable(result, bold));
    if (native.length > 0) writeOut((await import('../../format/native.js')).renderNativeTable(native, bold));
  }

  // A folder that could not be walked hides whatever skills it holds: not clean.
  const clean =
    result.manifests.every((m) => m.status === 'registered') &&
    result.walkErrors.length === 0 &&
    result.roots.every((r) => r.status === 'walked' || r.status === 'blank');
  return clean ? EXIT.ok : EXIT.failed;
}
