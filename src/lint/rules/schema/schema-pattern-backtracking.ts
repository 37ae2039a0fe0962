// A schema regular expression that backtracks exponentially on a value
// that almost matches (`^(a+)+$` on forty a's and a "!"). `run` gives up
// on it after a time budget (source/bounded-regexp.ts), but the skill's
// own validation, with an ordinary backtracking engine, hangs on the same
// args (issue 11, item 2). The check is a heuristic on the pattern's tree
// (lint/schema/regex-backtrack.ts): a repeated group whose turns can split the
// same text many ways.
import { pointerOf } from '../../../source/pointer.js';
import { defineRule } from '../../rule.js';
import { backtrackingGroup } from '../../schema/regex-backtrack.js';
import { schemaPatterns } from '../../schema/schema-patterns.js';
import { jsonPreview } from '../../../source/json-preview.js';

export type Args = { keyword: 'pattern' | 'patternProperties'; source: string; group: string };

export default defineRule<'schema-pattern-backtracking', Args>({
  id: 'schema-pattern-backtracking',
  severity: 'warning',
  manifest(m, report) {
    const s = m.schema();
    if (!s) return;
    for (const p of schemaPatterns(m.subschemas())) {
      const group = backtrackingGroup(p.source);
      if (group !== undefined) report({ keyword: p.keyword, source: p.source, group }, { pointer: s.pointer + pointerOf(p.path), offset: p.offset });
    }
  },
  help: 'a schema regular expression that backtracks exponentially (a repeated group whose turns can split the same text many ways)',
  message(a) {
    return `${a.keyword} ${jsonPreview(a.source, 200)} backtracks exponentially: the repeated group ${jsonPreview(a.group, 200)} can split the same text many ways, so a value that almost matches hangs a backtracking validator (the skill's own, or any client's); make each turn of the group consume something the next cannot (e.g. "^(a+)+$" -> "^a+$")`;
  },
});
