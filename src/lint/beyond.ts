// Every problem in one run: the manager stops at a manifest's first failing build check; validate keeps that verdict
// and reports the other failures too, each marked as found beyond it (as a persona's field after a failed decode).
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

export type FirstFailure = { check: BuildCheck } | { frontmatter: 'types' };

/** The manager's first failing check, when `rule` reports another problem the manager never reached. */
export function beyondFirst(outcome: ManifestOutcome, rule: RuleId): FirstFailure | undefined {
  if (outcome.status !== 'build-error' || !REFUSING.has(rule)) return undefined;
  return (CHECK_RULE[outcome.check] ?? outcome.check) === rule ? undefined : { check: outcome.check };
}

/** Document rules that report a refusal the manager never reaches once the frontmatter fails to decode. */
const DOC_REFUSING: ReadonlySet<RuleId> = new Set<RuleId>(['persona-required']);

/** For a document whose YAML parses but does not decode into the manager's struct (frontmatter-type). */
export function beyondDecode(parsesOnly: boolean, rule: RuleId): FirstFailure | undefined {
  return parsesOnly && DOC_REFUSING.has(rule) ? { frontmatter: 'types' } : undefined;
}

export function beyondText(message: string, first: FirstFailure): string {
  const stop = 'check' in first ? `its ${first.check} check` : "the frontmatter's first type error";
  return `${message} (found beyond the manager's first failure: it stops at ${stop})`;
}
