// A skill.json the manager's boot never gets past (a FIFO blocks Go's open, a device exhausts its memory) or over
// our cap; skipped like one linked out of the root, whose values must never reach findings and logs.
import { defineRule } from '../../rule.js';
import { managerReads, refusalText } from '../../../source/caps.js';
import type { Refusal } from '../../../go/readfile.js';
import type { Escape } from '../../../source/read-inside.js';

export type Args = { why: Refusal | Escape };

export default defineRule<'manifest-blocks', Args>({
  id: 'manifest-blocks',
  tier: 'load',
  severity: 'error',
  loaded(m, report) {
    if (m.outcome.status === 'blocked') report({ why: m.outcome.why });
  },
  help: "skill.json is a FIFO or a device that reads without end (the manager's boot hangs or runs out of memory reading it), or a link out of the tree (not read)",
  message(a) {
    if (a.why.kind === 'escapes') return `skill.json ${refusalText(a.why)}: ${managerReads(a.why)}, so it is not checked; copy the file into the tree`;
    return `skill.json ${refusalText(a.why)}: ${managerReads(a.why)} at boot; replace it with a regular file`;
  },
});
