// Quick fixes from validate's fix plan: an edit of the document is a text edit; one touching another file or a mode
// goes through validate --fix's commitPlan. "Fix all" runs --fix's passes, so both leave what --fix leaves.
import { type BStr, fromBStr, toBStr } from '../../go/bytes.js';
import type { Diagnostic } from '../../lint/diagnostics.js';
import { type FixItem, type FixPlan, planFixes } from '../../lint/fix/fix-plan.js';
import { commitPlan, readForFix } from '../validate/fix.js';
import type { Engine } from './engine.js';
import { type LspRange, offsetPosition, wholeRange } from './positions.js';

export interface LspTextEdit {
  range: LspRange;
  newText: string;
}

/** Passes of fix-all, as --fix makes at most. */
const MAX_PASSES = 10;

/** A file's bytes for the plan: the editor's buffer when open, else the disk's (as --fix reads them). */
export function fixReader(engine: Engine): (path: BStr) => BStr | { error: string } {
  return (p) => {
    const open = engine.text(fromBStr(p));
    return open !== undefined ? toBStr(open) : readForFix(p);
  };
}

const editsOnly = (item: FixItem, file: BStr): boolean => item.fix.changes.every((c) => c.kind === 'edit' && c.file === file);

export const sameFinding = (a: Diagnostic, b: { rule: string; line: number; column?: number }): boolean => a.rule === b.rule && a.line === b.line && (b.column === undefined || a.column === b.column);

export type FixAction =
  | { kind: 'edit'; title: string; edits: LspTextEdit[] }
  | { kind: 'command'; title: string; plan: FixPlan }
  | { kind: 'refused'; title: string; reason: string };

/** What one fix does to the document at `file`, or why it is refused (the plan's own reason). */
export function fixAction(engine: Engine, file: string, item: FixItem): FixAction {
  const plan = planFixes([item], fixReader(engine));
  const verdict = plan.verdicts[0];
  const title = `${item.fix.summary} (${item.diagnostic.rule})`;
  if (!verdict.applied) return { kind: 'refused', title, reason: verdict.reason };
  const key = toBStr(file);
  if (!editsOnly(item, key)) return { kind: 'command', title, plan };
  const edits: LspTextEdit[] = [];
  for (const c of item.fix.changes) {
    if (c.kind !== 'edit') continue;
    const src = c.src ?? plan.files.find((f) => f.path === key)?.before ?? '';
    for (const e of c.edits) edits.push({ range: { start: offsetPosition(src, e.start), end: offsetPosition(src, e.end) }, newText: fromBStr(e.text) });
  }
  return { kind: 'edit', title, edits };
}

/** The document after every fix --fix would make, pass after pass on the buffer (put back after); undefined if none. */
export async function fixAll(engine: Engine, file: string): Promise<LspTextEdit | undefined> {
  const original = engine.text(file);
  if (original === undefined) return undefined;
  const key = toBStr(file);
  let text = toBStr(original);
  try {
    for (let pass = 0; pass < MAX_PASSES; pass++) {
      const { fixes } = await engine.check([file]);
      const plan = planFixes(fixes.filter((f) => editsOnly(f, key)), fixReader(engine));
      const change = plan.files.find((f) => f.path === key && f.after !== undefined);
      if (!change) break;
      text = change.after!;
      engine.setText(file, fromBStr(text));
    }
  } finally {
    engine.setText(file, original);
  }
  const after = fromBStr(text);
  return after === original ? undefined : { range: wholeRange(original), newText: after };
}

/** Whether some fix of `file`'s findings acts beyond its text (the entry's x bit or #! line). */
export function hasOutsideFixes(file: string, fixes: readonly FixItem[]): boolean {
  const key = toBStr(file);
  return fixes.some((f) => f.diagnostic.file === key && !editsOnly(f, key));
}

/** The fixes of `file`'s findings acting beyond its text, pass after pass through --fix's writer; the first problem. */
export async function applyOutside(engine: Engine, file: string): Promise<string | undefined> {
  const key = toBStr(file);
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    const { fixes } = await engine.check([file]);
    const plan = planFixes(fixes.filter((f) => !editsOnly(f, key)), fixReader(engine));
    if (plan.files.length === 0) return undefined;
    const bad = commitPlan(plan).find((v) => !v.applied);
    // A change on disk (a mode, another file) is read by a fresh load.
    engine.reboot();
    if (bad && !bad.applied) return `${fromBStr(bad.item.diagnostic.file)}: ${bad.reason}`;
  }
  return undefined;
}
