// The fix engine: one pass's fixes as new contents and modes, data the command writes. A fix is taken whole or not at
// all, one overlapping an earlier fix waits a pass, and a skill.json fix must leave the decode unchanged but for its fields.
import type { BStr } from '../../go/bytes.js';
import type { Diagnostic } from '../diagnostics.js';
import { type Checked, type Fix, type FixChange, type TextEdit, applyEdits, editsOverlap } from './fix.js';
import { viewDifference } from '../manifest-view.js';

export interface FixItem {
  diagnostic: Diagnostic;
  fix: Fix;
}

/** A finding whose rule fixes such findings, but not this one, and why (`not fixed:`). */
export interface FixSkipped {
  diagnostic: Diagnostic;
  reason: string;
}

export type FixVerdict = { item: FixItem; applied: true } | { item: FixItem; applied: false; reason: string };

export interface FileChange {
  path: BStr;
  /** The file the check saw, when a fix was computed from it (not the manifest). */
  checked?: Checked;
  before?: BStr;
  after?: BStr;
  mode?: { from: number; to: number };
}

export interface FixPlan {
  files: FileChange[];
  verdicts: FixVerdict[];
}

/** A file's bytes (that very file, when `checked` says which), or why they cannot be had. */
export type ReadFile = (path: BStr, checked?: Checked) => BStr | { error: string };

const CHANGED = 'the file changed since it was checked; run --fix again';

interface Pending {
  path: BStr;
  checked?: Checked;
  before?: BStr;
  edits: Array<{ edit: TextEdit; item: number }>;
  manifest?: boolean;
  mode?: { from: number; to: number };
}

export function planFixes(items: readonly FixItem[], read: ReadFile): FixPlan {
  const files = new Map<BStr, Pending>();
  const accepted: boolean[] = [];
  const reasons: Array<string | undefined> = [];
  const pending = (path: BStr): Pending => {
    let p = files.get(path);
    if (!p) files.set(path, (p = { path, edits: [] }));
    return p;
  };
  items.forEach((item, i) => {
    const reason = check(item.fix.changes, pending, read);
    reasons.push(reason);
    accepted.push(reason === undefined);
    if (reason !== undefined) return;
    for (const c of item.fix.changes) {
      const p = pending(c.file);
      p.checked ??= c.checked;
      if (c.kind === 'mode') p.mode = { from: c.from, to: c.to };
      else {
        p.manifest ||= c.manifest !== undefined;
        for (const edit of c.edits) p.edits.push({ edit, item: i });
      }
    }
  });
  // Together: a manifest whose fixes pass alone but not as a whole keeps none of them.
  for (const p of files.values()) {
    if (!p.manifest || p.before === undefined || p.edits.length === 0) continue;
    const changes = new Set(p.edits.flatMap(({ item }) => manifestChanges(items[item].fix, p.path)));
    const problem = viewDifference(p.before, applyEdits(p.before, p.edits.map((e) => e.edit)), changes);
    if (problem === undefined) continue;
    for (const { item } of p.edits) {
      accepted[item] = false;
      reasons[item] = `together with the other fixes of this file, ${problem}`;
    }
    p.edits = [];
  }
  const verdicts = items.map((item, i): FixVerdict => (accepted[i] ? { item, applied: true } : { item, applied: false, reason: reasons[i]! }));
  const out: FileChange[] = [];
  for (const p of files.values()) {
    const change: FileChange = p.checked ? { path: p.path, checked: p.checked } : { path: p.path };
    const edits = p.edits.filter(({ item }) => accepted[item]).map((e) => e.edit);
    if (edits.length > 0 && p.before !== undefined) Object.assign(change, { before: p.before, after: applyEdits(p.before, edits) });
    if (p.mode && p.mode.from !== p.mode.to) change.mode = p.mode;
    if (change.after !== undefined || change.mode) out.push(change);
  }
  return { files: out, verdicts };
}

function manifestChanges(fix: Fix, path: BStr): string[] {
  return fix.changes.flatMap((c) => (c.kind === 'edit' && c.file === path ? (c.manifest?.changes ?? []) : []));
}

/** Why a fix cannot be taken in this pass, or undefined when it can. */
function check(changes: readonly FixChange[], pending: (path: BStr) => Pending, read: ReadFile): string | undefined {
  for (const c of changes) {
    const p = pending(c.file);
    if (c.checked && p.checked && c.checked.id !== p.checked.id) return CHANGED;
    if (c.kind === 'mode') {
      if (p.mode && p.mode.to !== c.to) return 'another fix changes the same file mode; run --fix again';
      continue;
    }
    if (p.before === undefined) {
      const got = c.src ?? read(c.file, c.checked);
      if (typeof got !== 'string') return got.error;
      p.before = got;
    }
    if (c.checked?.head !== undefined && !p.before.startsWith(c.checked.head)) return CHANGED;
    if (c.src !== undefined && c.src !== p.before) return 'the file changed while it was being checked; run --fix again';
    if (c.edits.some((e) => p.edits.some((q) => editsOverlap(e, q.edit)))) return 'it overlaps another fix; run --fix again to apply it';
    if (c.manifest) {
      const problem = viewDifference(p.before, applyEdits(p.before, c.edits), new Set(c.manifest.changes));
      if (problem !== undefined) return problem;
    }
  }
  return undefined;
}
