// All prose the commands print besides the manager's own log lines.
// Keeping it here keeps wording consistent and the commands thin.
import type { Notice } from './core/notices.js';

const q = (s: string): string => JSON.stringify(s);

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

export interface ScanCounts {
  manifests: number;
  registered: number;
  rejected: number;
  duplicates: number;
  walkErrors: number;
  roots: number;
  rootsSkipped: number;
}

const plural = (n: number, one: string, many = `${one}s`): string => `${n} ${n === 1 ? one : many}`;

export function scanSummary(c: ScanCounts): string {
  const parts = [`${c.registered} registered`, `${c.rejected} rejected`, `${c.duplicates} skipped as already registered`];
  let line = `${plural(c.manifests, 'skill.json file')} found in ${plural(c.roots, 'folder')}: ${parts.join(', ')}`;
  if (c.walkErrors > 0) line += `; ${plural(c.walkErrors, 'walk error')}`;
  if (c.rootsSkipped > 0) line += `; ${plural(c.rootsSkipped, 'folder')} skipped`;
  return line;
}

export const NO_SKILLS = 'no skills registered';

export function errorLine(message: string): string {
  return `error: ${message}`;
}

export function hintLine(hint: string): string {
  return `hint: ${hint}`;
}
