// A file can hold a million findings of one rule (a skill.json of 1.5M
// unknown keys): each rule shows at most FINDINGS_PER_FILE_RULE of them in a
// file and one summary finding counts the rest, so the report, in every
// format, grows with what is shown rather than with the file. The rest are
// counted, never worded or positioned; the counts (and so the exit code,
// --max-warnings) still include them (diagnostics.ts countDiagnostics).
import type { RuleId } from './findings.js';
import type { Severity } from './rule.js';

export const FINDINGS_PER_FILE_RULE = 100;

export interface Capped {
  /** The file's path, as its findings name it. */
  path: string;
  rule: RuleId;
  severity: Severity;
  /** Findings past the cap. */
  more: number;
}

/**
 * Counts per file object. The counts hang off the file itself, under a key
 * of this instance's own: a file that is done (its bytes and tree dropped
 * by the engine) must not be kept alive by its tally, as every checked
 * manifest with a finding once was, and a property goes with its object
 * where a WeakMap's entries are work for every collection. Only the tallies
 * past their cap are kept for the summary, by path.
 */
export class FindingCaps<F extends object> {
  private readonly key = Symbol('finding counts');
  private readonly over: Capped[] = [];

  constructor(private readonly pathOf: (file: F) => string) {}

  /** Count one finding of `rule` in `file`; false when it is past the cap (counted, not shown). */
  admit(file: F, rule: RuleId, severity: Severity): boolean {
    const counted = file as Record<symbol, Map<RuleId, Capped> | undefined>;
    let rules = counted[this.key];
    if (!rules) counted[this.key] = rules = new Map();
    const c = rules.get(rule);
    if (!c) {
      rules.set(rule, { path: this.pathOf(file), rule, severity, more: -(FINDINGS_PER_FILE_RULE - 1) });
      return true;
    }
    if (++c.more === 1) this.over.push(c);
    return c.more <= 0;
  }

  /** Every (file, rule) past its cap, with how many findings it left out. */
  capped(): readonly Capped[] {
    return this.over;
  }
}

/** The summary finding's words: "and 1,499,990 more unknown-key findings in this file". */
export function cappedText(rule: RuleId, more: number): string {
  return `and ${more.toLocaleString('en-US')} more ${rule} finding${more === 1 ? '' : 's'} in this file, not shown (each rule shows its first ${FINDINGS_PER_FILE_RULE} in a file)`;
}
