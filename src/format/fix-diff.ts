// `validate --fix-dry-run`: the planned changes as one git-style patch `git apply` takes (a `diff --git` header per file,
// the mode change in git's words, the unified diff of its bytes as they are).
import { unifiedDiff } from './line-diff.js';

export interface DiffFile {
  label: string;
  before?: string;
  after?: string;
  mode?: { from: number; to: number };
}

const gitMode = (mode: number): string => '100' + (mode & 0o777).toString(8).padStart(3, '0');

export function fixDiff(files: readonly DiffFile[]): string {
  let out = '';
  for (const f of files) {
    out += `diff --git a/${f.label} b/${f.label}\n`;
    if (f.mode) out += `old mode ${gitMode(f.mode.from)}\nnew mode ${gitMode(f.mode.to)}\n`;
    if (f.before !== undefined && f.after !== undefined) out += unifiedDiff(f.before, f.after, `a/${f.label}`, `b/${f.label}`);
  }
  return out;
}
