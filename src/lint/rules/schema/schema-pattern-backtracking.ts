// A schema pattern that backtracks exponentially or quadratically on a near match: `run` gives up after a budget
// (schema/bounded-regexp.ts), but the skill's own validation hangs. Heuristics: schema/regex-backtrack.ts, regex-quadratic.ts.
import { pointerOf } from '../../../source/pointer.js';
import { defineRule } from '../../rule.js';
import { backtrackingGroup } from '../../../schema/regex-backtrack.js';
import { type QuadraticForm, quadraticForm } from '../../../schema/regex-quadratic.js';
import { schemaPatterns } from '../../../schema/schema-patterns.js';
import { jsonPreview } from '../../../schema/json-preview.js';

export type Args = { keyword: 'pattern' | 'patternProperties'; source: string } & ({ group: string } | { quadratic: QuadraticForm });

const QUADRATIC: Record<QuadraticForm, string> = {
  unanchored: 'has no leading ^, so every start position rescans its repeated part and a long value that almost matches takes quadratic time; anchor it with ^ where the value must start so, or drop a repetition that changes nothing ("\\s*$" matches what "" matches)',
  adjacent: 'has two repetitions of overlapping characters that split the same run every way, so a long value that almost matches takes quadratic time; make the characters of the two differ (e.g. "^\\w+\\d+$" -> "^[A-Za-z_]+\\d+$")',
};

export default defineRule<'schema-pattern-backtracking', Args>({
  id: 'schema-pattern-backtracking',
  severity: 'warning',
  manifest(m, report) {
    const s = m.schema();
    if (!s) return;
    for (const p of schemaPatterns(m.subschemas())) {
      const at = { pointer: s.pointer + pointerOf(p.path), offset: p.offset };
      const group = backtrackingGroup(p.source);
      if (group !== undefined) {
        report({ keyword: p.keyword, source: p.source, group }, at);
        continue;
      }
      const quadratic = quadraticForm(p.source);
      if (quadratic !== undefined) report({ keyword: p.keyword, source: p.source, quadratic }, at);
    }
  },
  help: 'a schema regular expression that backtracks exponentially (a repeated group whose turns can split the same text many ways)',
  message(a) {
    if ('quadratic' in a) return `${a.keyword} ${jsonPreview(a.source, 200)} ${QUADRATIC[a.quadratic]}`;
    return `${a.keyword} ${jsonPreview(a.source, 200)} backtracks exponentially: the repeated group ${jsonPreview(a.group, 200)} can split the same text many ways, so a value that almost matches hangs a backtracking validator (the skill's own, or any client's); make each turn of the group consume something the next cannot (e.g. "^(a+)+$" -> "^a+$")`;
  },
});
