import { q } from '../words.js';
import type { LoadFinding } from '../lint/load-findings.js';
import type { Notice } from '../session/notices.js';

export function relativeDirNote(given: string, absolute: string): string {
  return `note: ${JSON.stringify(given)} is relative; using ${absolute} (the manager itself needs an absolute path and skips a relative one)`;
}

export function hiddenLinesNote(count: number): string {
  return `note: ${count} more loader line${count === 1 ? '' : 's'} about other skills not shown (--verbose shows every line)`;
}

export function noticeText(n: Notice): string {
  switch (n.kind) {
    case 'cwd-fallback':
      return n.dir === '/'
        ? 'note: no skill folders given; walking / (the whole file system, which can take minutes: Ctrl-C stops it); pass folders, --dir, a config "dirs" list or ONGRID_SKILLS_EXTERNAL_DIRS'
        : `note: no skill folders given; scanning the current directory ${n.dir} (pass folders, --dir, a config "dirs" list or ONGRID_SKILLS_EXTERNAL_DIRS)`;
    case 'env-empty':
      return `warning: ONGRID_SKILLS_EXTERNAL_DIRS=${q(n.value)} names no folder, so the manager loads no external skills`;
    case 'relative-root':
      return `hint: the manager skips relative folders; give an absolute path, e.g. ${n.absolute}`;
  }
}

/** A tier-load rule's finding, after the loader lines: "warning: FILE: message [rule-id]". */
export function findingLine(f: LoadFinding): string {
  return `${f.severity}: ${f.file === '' ? '' : `${f.file}: `}${f.message} [${f.rule}]`;
}
