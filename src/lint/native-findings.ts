// The load-tier SKILL.md findings `scan` and `list` show, in the rules' words under the ongrid profile; loaded only
// when the walk passed a SKILL.md.
import path from 'node:path';
import { decodes, parses } from '../ecosystems/md-doc.js';
import type { NativeRow } from '../ecosystems/native-scan.js';
import { type LoadFinding, type Levels, collector, levelOf } from './load-findings.js';
import type { MarkdownContext } from './rule.js';
import { NATIVE_LOAD_RULES } from './rules/native-load-tier.js';

export type NativeEntry = NativeRow & { findings: LoadFinding[] };

export function withFindings(rows: readonly NativeRow[], levels: Levels = {}): NativeEntry[] {
  return rows.map((row) => ({ ...row, findings: findingsOf(row, levels) }));
}

function findingsOf(row: NativeRow, levels: Levels): LoadFinding[] {
  const skill = row.skill;
  if (!skill) return [];
  const found: LoadFinding[] = [];
  const m: MarkdownContext = {
    kind: 'skill',
    doc: skill.doc,
    decodes: decodes(skill.doc),
    parses: parses(skill.doc),
    profiles: new Set(['ongrid']),
    folder: path.basename(path.dirname(row.file)),
    plugin: row.layout === 'bare' ? undefined : row.layout,
    skill,
    tools: () => ({ names: new Set(), loaded: 0 }),
    where: () => ({}),
  };
  for (const rule of NATIVE_LOAD_RULES) {
    const severity = levelOf(rule, levels);
    if (severity) rule.markdown?.(m, collector(found, rule, severity, row.file));
  }
  return found;
}
