// `list`: the registered skills as a table with what the model sees, and
// `--json`, the REST list (docs/manager.md#rest-api) encoded as the manager's Go does.
import { RESULT_PREVIEW, type ToolVerdict } from '../views/agent-tool.js';
import { type BStr, byKey, fromBStr } from '../go/bytes.js';
import type { Skill } from '../loader/loader.js';
import { NO_SKILLS, timeoutText } from './scan.js';
import { cell, firstLine, renderTable } from './table.js';
import { plural } from '../words.js';

const DESCRIPTION_WIDTH = 60;

export function renderListTable(rows: ReadonlyArray<{ skill: Skill; verdict: ToolVerdict }>, bold?: (s: string) => string): string {
  if (rows.length === 0) return `${NO_SKILLS}\n`;
  const table = renderTable(
    ['NAME', 'CLASS', 'CATEGORY', 'TIMEOUT', 'AGENT', 'DESCRIPTION'],
    rows.map(({ skill, verdict }) => [
      cell(fromBStr(skill.name)),
      skill.class,
      cell(fromBStr(skill.category)),
      timeoutText(skill),
      agentColumn(verdict, skill.timeoutNanos),
      cell(firstLine(fromBStr(skill.description), DESCRIPTION_WIDTH)),
    ]),
    bold,
  );
  return `${table}\n${listSummary(rows.length, rows.filter((r) => r.verdict.visible).length)}\n`;
}

type RestItem = {
  key: BStr;
  name: BStr;
  description: BStr;
  class: BStr;
  scope: 'manager';
  category: BStr;
  params: [];
  result_preview: BStr;
};

/** GET /api/v1/skills as data: {items, total}, items sorted by key. */
export function restList(skills: readonly Skill[]): { items: RestItem[]; total: number } {
  const items = [...skills]
    .sort(byKey((s) => s.name))
    .map((s): RestItem => ({
      key: s.name,
      name: s.name,
      description: s.description,
      class: s.class,
      scope: 'manager',
      category: s.category,
      params: [],
      result_preview: RESULT_PREVIEW,
    }));
  return { items, total: items.length };
}

/** The AGENT column: whether the legacy chat kernel offers the skill as a tool, and if not why. */
export function agentColumn(v: ToolVerdict, timeoutNanos: bigint): string {
  if (v.visible) return timeoutNanos > 15_000_000_000n ? 'yes (cut at 15s)' : 'yes';
  if (v.reason === 'class') return `no: ${v.class}`;
  return v.reason === 'schema-not-object' ? 'no: schema not an object' : 'no: schema number too large';
}

export function listSummary(skills: number, visible: number): string {
  return `${plural(skills, 'skill')}, ${visible} visible to the agent (legacy chat kernel only; the default graph kernel offers no skill.json skill)`;
}
