import type { RuleArgs } from './findings.js';
import { TooDeepToCheck } from '../schema/jsonschema.js';

/** One file's checks, so a failure (a schema too deep for the checker, or a bug) becomes a `check-failed` diagnostic
 * on that file and the other files' report stands. */
export function guard(step: () => void, report: (args: RuleArgs['check-failed']) => void): void {
  try {
    step();
  } catch (e) {
    reportFailure(e, report);
  }
}

export function reportFailure(e: unknown, report: (args: RuleArgs['check-failed']) => void): void {
  if (e instanceof TooDeepToCheck) report({ reason: e.message, bug: false });
  else report({ reason: oneLine(e), bug: true });
}

function oneLine(e: unknown): string {
  let text: string;
  try {
    text = e instanceof Error ? `${e.name}: ${e.message}` : `a thrown ${typeof e}`;
  } catch {
    text = 'an unprintable error';
  }
  const line = text.split('\n')[0];
  return line.length > 160 ? line.slice(0, 159) + '…' : line;
}
