// The native skills section of `scan` and `list`: a table after the skill.json one, and the `native` array of the JSON
// documents (the REST list's items stay skill.json only).
import type { NativeEntry } from '../lint/native-findings.js';
import { cell, firstLine, renderTable } from './table.js';
import { plural } from '../words.js';

const WIDTH = 50;

export function renderNativeTable(rows: readonly NativeEntry[], bold?: (s: string) => string, withDescription = false): string {
  if (rows.length === 0) return '';
  const loaded = rows.filter((r) => r.error === undefined);
  const header = ['NAME', 'PACK', 'SCOPE', 'ACTIVATION', 'TOOLS', withDescription ? 'DESCRIPTION' : 'FILE'];
  const body = loaded.map((r) => [
    cell(r.name!),
    cell(r.pack),
    cell(r.scope),
    r.activation,
    String(r.tools.length),
    cell(withDescription ? firstLine(r.description ?? '', WIDTH) : r.file),
  ]);
  let out = `\n${NATIVE_HEADING}\n`;
  if (body.length > 0) out += renderTable(header, body, bold);
  for (const r of rows) {
    if (r.error !== undefined) out += `refused: ${cell(r.error)}\n`;
    for (const f of r.findings) out += `${f.severity}: ${cell(f.file)}: ${cell(f.message)} [${f.rule}]\n`;
  }
  return `${out}${nativeSummary(loaded.length, rows.length - loaded.length, new Set(rows.map((r) => r.packRoot)).size)}\n`;
}

export function nativeJson(rows: readonly NativeEntry[]): object[] {
  return rows.map((r) => ({
    name: r.name ?? null,
    description: r.description ?? null,
    scope: r.scope,
    activation: r.activation,
    tools: r.tools,
    pack: r.pack,
    layout: r.layout,
    pack_root: r.packRoot,
    file: r.file,
    error: r.error ?? null,
    findings: r.findings.map((f) => ({ rule: f.rule, severity: f.severity, message: f.message })),
  }));
}

export const NATIVE_HEADING = "native skills (SKILL.md, in packs; the manager's skill.json loader does not load these, marketplace packs install them):";

export function nativeSummary(loaded: number, refused: number, packs: number): string {
  return `${plural(loaded + refused, 'SKILL.md file')} in ${plural(packs, 'pack')}: ${loaded} would load, ${refused} refused`;
}
