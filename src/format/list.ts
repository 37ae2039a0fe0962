// `list`: the registered skills as a table with what the model sees, and
// `--json`, the REST list (manager.md 7) encoded as the manager's Go does.
import { RESULT_PREVIEW, type ToolVerdict } from '../views/agent-tool.js';
import { type BStr, fromBStr } from '../go/bytes.js';
import { encodeStruct, goString } from '../go/goencode.js';
import type { Skill } from '../loader/loader.js';
import { NO_SKILLS, timeoutText } from './scan.js';
import { cell, renderTable } from './table.js';
import { plural } from '../words.js';

const DESCRIPTION_WIDTH = 60;

function shortDescription(d: string): string {
  const line = d.trim().split('\n')[0];
  return line.length > DESCRIPTION_WIDTH ? line.slice(0, DESCRIPTION_WIDTH - 1) + '…' : line;
}

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
      cell(shortDescription(fromBStr(skill.description))),
    ]),
    bold,
  );
  return `${table}\n${listSummary(rows.length, rows.filter((r) => r.verdict.visible).length)}\n`;
}

/** GET /api/v1/skills: {"items":[...],"total":N}, items sorted by key; a byte string. */
export function restList(skills: readonly Skill[]): BStr {
  const items = [...skills]
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .map((s) =>
      encodeStruct([
        ['key', goString(s.name)],
        ['name', goString(s.name)],
        ['description', goString(s.description)],
        ['class', goString(s.class)],
        ['scope', '"manager"'],
        ['category', goString(s.category)],
        ['params', '[]'],
        ['result_preview', goString(RESULT_PREVIEW)],
      ]),
    );
  return `{"items":[${items.join(',')}],"total":${items.length}}\n`;
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
