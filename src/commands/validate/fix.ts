// `validate --fix` and `--fix-dry-run`: plan the fixes (lint/fix-plan.ts), then write each file atomically or print a
// diff. --fix repeats until no fix is left, so a second --fix changes nothing.
import { fromBStr, toBStr } from '../../go/bytes.js';
import type { BStr } from '../../go/bytes.js';
import { codeOf, errnoText } from '../../go/errno.js';
import { type FileChange, type FixPlan, type FixVerdict, planFixes } from '../../lint/fix/fix-plan.js';
import { readCapped } from '../../source/read-capped.js';
import { AtomicWriteError, writeFileAtomic } from '../../io/atomic-write.js';
import { chmodNoFollow } from '../../io/file-mode.js';
import { chmodChecked, readChecked, rewriteChecked } from '../../io/checked-file.js';
import type { Checked } from '../../lint/fix/fix.js';
import { type DiffFile, fixDiff } from '../../format/fix-diff.js';
import type { Validation } from './index.js';

/** Files a fix rewrites are read whole; a script or manifest past this is not one to edit blindly. */
const FIX_READ_CAP = 16 * 1024 * 1024;
/** Passes of --fix before giving up on fixes that keep overlapping (each pass takes at least one). */
const MAX_PASSES = 10;

export type WriteFile = (file: string, data: Buffer) => void;

/** A file name as fs calls take it; undefined when it is not UTF-8 (the writer works on text paths). */
function textPath(path: BStr): string | undefined {
  const text = fromBStr(path);
  return toBStr(text) === path ? text : undefined;
}

/** One line for a failed write or chmod (the atomic writer's own line names the file already). */
function writeFailure(file: string, e: unknown): string {
  if (e instanceof AtomicWriteError) return e.message;
  const code = codeOf(e);
  return `cannot write ${file}: ${code ? errnoText(code) : (e as Error).message}`;
}

export function readForFix(path: BStr, checked?: Checked): BStr | { error: string } {
  const file = textPath(path);
  if (file === undefined) return { error: 'its path is not UTF-8; not rewriting it' };
  if (checked) return readChecked(file, checked, FIX_READ_CAP);
  const got = readCapped(file, FIX_READ_CAP);
  return typeof got === 'string' ? { error: `cannot read ${file}: ${got}` } : got.toString('latin1');
}

/** Write one planned file: its bytes (only if unchanged since they were read), then its mode. */
function commitFile(change: FileChange, write: WriteFile): string | undefined {
  const file = textPath(change.path);
  if (file === undefined) return 'its path is not UTF-8; not rewriting it';
  try {
    if (change.checked) {
      // A file the check saw (the entry): that file is changed, or nothing. The mode first, so it
      // reaches every name of the file, then the bytes (the new file takes the mode).
      if (change.mode) chmodChecked(file, change.checked, change.mode.from, change.mode.to);
      if (change.after !== undefined) rewriteChecked(file, change.checked, { before: change.before!, after: Buffer.from(change.after, 'latin1'), cap: FIX_READ_CAP });
      return undefined;
    }
    if (change.after !== undefined) {
      const now = readForFix(change.path);
      if (now !== change.before) return typeof now === 'string' ? `${file} changed while it was being fixed; not written` : now.error;
      write(file, Buffer.from(change.after, 'latin1'));
    }
    if (change.mode) chmodNoFollow(file, change.mode.to);
  } catch (e) {
    return writeFailure(file, e);
  }
  return undefined;
}

/** Apply a plan; a fix whose file could not be written is reported as not fixed. */
export function commitPlan(plan: FixPlan, write: WriteFile = writeFileAtomic): FixVerdict[] {
  const failed = new Map<BStr, string>();
  for (const change of plan.files) {
    const problem = commitFile(change, write);
    if (problem) failed.set(change.path, problem);
  }
  return plan.verdicts.map((v) => {
    if (!v.applied) return v;
    const problem = v.item.fix.changes.map((c) => failed.get(c.file)).find((p) => p !== undefined);
    return problem ? { item: v.item, applied: false, reason: problem } : v;
  });
}

export interface FixOutcome {
  validation: Validation;
  fixed: FixVerdict[];
  /** Fixes offered in the last pass that could not be taken, with why. */
  notFixed: FixVerdict[];
  files: number;
}

/** --fix: validate, fix, and again, until a pass fixes nothing. */
export async function fixAndValidate(collect: () => Promise<Validation>, write: WriteFile = writeFileAtomic): Promise<FixOutcome> {
  const fixed: FixVerdict[] = [];
  const files = new Set<BStr>();
  for (let pass = 0; ; pass++) {
    const validation = await collect();
    const plan = planFixes(validation.fixes, readForFix);
    const notFixed = plan.verdicts.filter((v) => !v.applied);
    if (pass === MAX_PASSES || plan.files.length === 0) return { validation, fixed, notFixed, files: files.size };
    const verdicts = commitPlan(plan, write);
    const applied = verdicts.filter((v) => v.applied);
    for (const v of applied) for (const c of v.item.fix.changes) files.add(c.file);
    fixed.push(...applied);
    if (applied.length === 0) return { validation, fixed, notFixed: verdicts.filter((v) => !v.applied), files: files.size };
  }
}

/** --fix-dry-run: the plan of one pass as a diff (paths as the report shows them). */
export function dryRun(validation: Validation, label: (path: BStr) => string): { diff: string; plan: FixPlan } {
  const plan = planFixes(validation.fixes, readForFix);
  // A patch carries no folder modes (git tracks none): those are said on stderr (dryRunReport).
  const files: DiffFile[] = plan.files.filter((f) => !f.checked?.directory).map((f) => ({ label: label(f.path), before: f.before, after: f.after, mode: f.mode }));
  return { diff: fixDiff(files), plan };
}
