// What a loading command shows on stderr before its output: our notes, the loader lines byte for byte, notices, then
// `load`-tier findings; all lines, failures only (list --quiet), or those about `run`'s skill and a count.
import { type BStr, toBStr } from '../go/bytes.js';
import type { LoadResult, ManifestOutcome } from '../loader/loader.js';
import { loaderNotices } from '../session/notices.js';
import { writeErr, writeErrBytes } from '../io/write.js';
import type { LoadSession } from '../session/load-session.js';
import type { RootChoice } from '../session/roots.js';
import { findingLine, hiddenLinesNote, noticeText, relativeDirNote } from './load-messages.js';

export type LineView = { kind: 'all' } | { kind: 'failures' } | { kind: 'skill'; name: string; count: boolean };

function aboutSkill(m: ManifestOutcome, name: BStr): boolean {
  if (m.status === 'registered') return m.skill.name === name;
  return (m.status === 'build-error' || m.status === 'duplicate') && m.name === name;
}

/** The loader lines this view shows, and how many it leaves out. */
export function shownLines(loaded: LoadResult, view: LineView): { lines: BStr[]; hidden: number } {
  if (view.kind === 'all') return { lines: loaded.lines, hidden: 0 };
  const registered = new Set(loaded.manifests.filter((m) => m.status === 'registered').map((m) => m.line));
  const keep =
    view.kind === 'failures'
      ? (line: BStr) => !registered.has(line)
      : ((name: BStr) => {
          const mine = new Set(loaded.manifests.filter((m) => aboutSkill(m, name)).map((m) => m.line));
          return (line: BStr) => mine.has(line);
        })(toBStr(view.name));
  const lines = loaded.lines.filter(keep);
  return { lines, hidden: loaded.lines.length - lines.length };
}

/** With no folders given, say which folder is walked and that it can be stopped: a walk of `/` takes minutes. */
export function announceWalk(choice: RootChoice): boolean {
  const notices = choice.notices.filter((n) => n.kind === 'cwd-fallback');
  writeErr(notices.map((n) => noticeText(n) + '\n').join(''));
  return notices.length > 0;
}

/** `rewrite`: the lines as another place logs them (scan --compose: container paths). */
export async function printLoad(ctx: LoadSession, view: LineView = { kind: 'all' }, quiet = false, rewrite?: (lines: BStr[]) => BStr[]): Promise<void> {
  const loaded = ctx.load;
  if (!quiet && !ctx.announced) announceWalk(ctx.choice);
  if (!quiet) writeErr(ctx.relativeDirs.map((d) => relativeDirNote(d.given, d.absolute) + '\n').join(''));
  const { lines, hidden } = shownLines(loaded, view);
  writeErrBytes(rewrite ? rewrite(lines) : lines);
  if (view.kind === 'skill' && view.count && hidden > 0) writeErr(hiddenLinesNote(hidden) + '\n');
  const after = [...ctx.choice.notices.filter((n) => n.kind !== 'cwd-fallback'), ...loaderNotices(loaded, ctx.cwd)];
  writeErr(after.map((n) => noticeText(n) + '\n').join(''));
  writeErr((await ctx.findings()).map((f) => findingLine(f) + '\n').join(''));
}
