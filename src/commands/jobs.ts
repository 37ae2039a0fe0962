// --jobs for the commands that run skills side by side (test, mcp).
import { availableParallelism } from 'node:os';
import { UsageError } from '../errors.js';

export const jobsInvalid = (v: string): string => `--jobs must be a whole number from 1 up, not ${JSON.stringify(v)}`;

/** The given count, or the core count (at most `cap`) when none is given. */
export function parseJobs(v: string | undefined, cap = Infinity): number {
  if (v === undefined) return Math.max(1, Math.min(cap, availableParallelism()));
  if (!/^[1-9]\d*$/.test(v)) throw new UsageError(jobsInvalid(v));
  return Number(v);
}
