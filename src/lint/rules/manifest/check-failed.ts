// The checks of one file could not finish: a schema nested deeper than the
// JSON Schema checker can follow (the manager's decoder takes 10,000
// levels), or an internal failure, which is a bug. Reported by the engine
// (validate.ts) on that file only: the other files' report stands.
import { defineRule } from '../../rule.js';

export type Args = { reason: string; bug: boolean };

export default defineRule<'check-failed', Args>({
  id: 'check-failed',
  severity: 'error',
  help: 'the checks of this file could not finish (a schema too deep to check, or a bug in ongrid-skills): the other files are still checked',
  message(a) {
    if (a.bug) return `could not check this file: ${a.reason}; this is a bug in ongrid-skills, please report it with the command you ran`;
    return `could not check this file: ${a.reason}; the manager loads it, but nothing here vouches for it`;
  },
});
