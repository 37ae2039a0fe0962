// Each rule shows at most FINDINGS_PER_FILE_RULE findings per file and one summary counts the rest (a file can hold
// a million), so the report grows with what is shown; the rest still count for the exit code and --max-warnings.
import type { RuleId } from './findings.js';
import type { Severity } from './rule.js';

export const FINDINGS_PER_FILE_RULE = 100;

export interface Capped {
  path: string;
  rule: RuleId;
  severity: Severity;
  more: number;
}

/** Counts kept on each file object under this instance's own key, so a finished file is not kept alive by its tally
 * (a WeakMap would cost every collection); tallies past their cap are kept by path for the summary. */
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

  capped(): readonly Capped[] {
    return this.over;
  }
}

/** The summary finding's words: "and 1,499,990 more unknown-key findings in this file". */
export function cappedText(rule: RuleId, more: number): string {
  return `and ${more.toLocaleString('en-US')} more ${rule} finding${more === 1 ? '' : 's'} in this file, not shown (each rule shows its first ${FINDINGS_PER_FILE_RULE} in a file)`;
}
