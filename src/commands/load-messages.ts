// Prose of the shared loading step (load-context.ts, load-print.ts).
import { q } from '../words.js';
import type { Notice } from '../session/notices.js';

export function relativeDirNote(given: string, absolute: string): string {
  return `note: ${JSON.stringify(given)} is relative; using ${absolute} (the manager itself needs an absolute path and skips a relative one)`;
}

export function hiddenLinesNote(count: number): string {
  return `note: ${count} more loader line${count === 1 ? '' : 's'} about other skills not shown (--verbose shows every line)`;
}

/** One line (no newline) for each notice; warnings say what the manager does and the fix. */
export function noticeText(n: Notice): string {
  switch (n.kind) {
    case 'cwd-fallback':
      return `note: no skill folders given; scanning the current directory ${n.dir} (pass folders, --dir, a config "dirs" list or ONGRID_SKILLS_EXTERNAL_DIRS)`;
    case 'env-colon':
      return `warning: ONGRID_SKILLS_EXTERNAL_DIRS part ${q(n.part)} contains ":", but the manager splits on "," and ";" only, so it is one folder; separate folders with ","`;
    case 'env-empty':
      return `warning: ONGRID_SKILLS_EXTERNAL_DIRS=${q(n.value)} names no folder, so the manager loads no external skills`;
    case 'relative-root':
      return `hint: the manager skips relative folders; give an absolute path, e.g. ${n.absolute}`;
    case 'symlink-root':
      return n.hasSkillJson
        ? `warning: ${n.root} is a symbolic link to a folder; the manager does not descend into a linked root and tries to read it as a manifest`
        : `warning: ${n.root} is a symbolic link; the manager does not descend into a linked root, so nothing under it loads (name the real folder, or add a trailing "/")`;
    case 'builtin-name':
      return `warning: ${q(n.name)} is the name of a manager built-in skill, so ${n.path} is skipped; rename the skill (or pass --no-builtins when testing outside a manager)`;
    case 'agent-tool-name':
      return `warning: ${q(n.name)} (${n.path}) is the name of a manager agent tool; the skill loads and silently shadows that tool; rename the skill`;
    case 'blocked-fifo':
      return `warning: ${n.path} is a FIFO; the manager's open() blocks on it and its boot hangs there (skipped here)`;
  }
}
