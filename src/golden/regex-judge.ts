// A golden test's regexes come from the tree and meet the skill's output, so each runs under bounded-regexp.ts's
// budget: a first pass asks, `settle` runs them off the main thread (a signal can stop them), a second reads the answers.
import { RegexBudgetError, testBounded, boundedRegExp } from '../schema/bounded-regexp.js';

/** true / false, or `over` when the test ran past the budget. */
export type RegexAnswer = boolean | 'over';

const keyOf = (pattern: string, flags: string, s: string): string => `${flags}/${pattern}\0${s}`;

export class RegexJudge {
  private readonly answers = new Map<string, RegexAnswer>();
  private readonly asked = new Map<string, { pattern: string; flags: string; s: string }>();

  constructor(private readonly sync = false) {}

  /** The answer, or (before `settle`) a provisional true while the question is noted. */
  holds(pattern: string, flags: string, s: string): RegexAnswer {
    const key = keyOf(pattern, flags, s);
    const known = this.answers.get(key);
    if (known !== undefined) return known;
    if (this.sync) {
      let a: RegexAnswer;
      try {
        a = boundedRegExp(pattern, flags).test(s);
      } catch (e) {
        if (!(e instanceof RegexBudgetError)) throw e;
        a = 'over';
      }
      this.answers.set(key, a);
      return a;
    }
    this.asked.set(key, { pattern, flags, s });
    return true;
  }

  /** Runs the tests asked for; stops early once `interrupt` is aborted. */
  async settle(interrupt?: AbortSignal): Promise<void> {
    for (const [key, q] of this.asked) {
      if (interrupt?.aborted) return;
      try {
        this.answers.set(key, await testBounded(q.pattern, q.flags, q.s));
      } catch (e) {
        if (!(e instanceof RegexBudgetError)) throw e;
        this.answers.set(key, 'over');
      }
    }
    this.asked.clear();
  }
}
