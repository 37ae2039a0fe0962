// Every problem in one run (issue 10): the manager stops at a manifest's
// first failing build check and reports that one; validate keeps that
// verdict as it is and also reports the other checks that fail, and the
// entry's own problems, each marked as found beyond the manager's first
// failure.
import type { BuildCheck } from '../loader/build.js';
import type { ManifestOutcome } from '../loader/loader.js';
import type { RuleId } from './findings.js';

/** The rule that reports each build check, where its id is not the check's name. */
const CHECK_RULE: Partial<Record<BuildCheck, RuleId>> = {
  'entry-symlinks': 'entry-unresolvable',
  'root-symlinks': 'root-unresolvable',
  'entry-escapes': 'entry-escapes-root',
};

/** Findings that make the manager refuse a skill or fail its every call. */
const REFUSING: ReadonlySet<RuleId> = new Set<RuleId>([
  'name-required',
  'name-format',
  'description-required',
  'entry-required',
  'class-invalid',
  'entry-no-shebang',
  'entry-not-executable',
  'interpreter-missing',
]);

/** The manager's first failing check, when `rule` reports another problem the manager never reached. */
export function beyondFirst(outcome: ManifestOutcome, rule: RuleId): BuildCheck | undefined {
  if (outcome.status !== 'build-error' || !REFUSING.has(rule)) return undefined;
  return (CHECK_RULE[outcome.check] ?? outcome.check) === rule ? undefined : outcome.check;
}

export function beyondText(message: string, first: BuildCheck): string {
  return `${message} (found beyond the manager's first failure: it stops at its ${first} check)`;
}
