// Baselines (docs/commands/validate.md#use-in-ci): findings matched by rule, file and a content fingerprint (pointer,
// else trimmed source line, else message), never by line; equal findings need as many entries, unmatched ones are stale.
import { nodeCrypto } from '../platform/node-builtin.js';
import type { Diagnostic } from './diagnostics.js';
import { byKey } from '../go/bytes.js';

export const BASELINE_VERSION = 1;

export interface BaselineEntry {
  rule: string;
  file: string;
  fingerprint: string;
}

export interface Baseline {
  version: typeof BASELINE_VERSION;
  findings: BaselineEntry[];
}

/** The offending content of a diagnostic: its pointer, or the line it points at, trimmed. */
export function offendingContent(d: Diagnostic, source: string | undefined): string {
  if (d.pointer !== '') return `pointer ${d.pointer}`;
  if (source !== undefined && d.line > 0) {
    const line = source.split('\n')[d.line - 1];
    if (line !== undefined && line.trim() !== '') return line.trim();
  }
  return d.message;
}

export function fingerprint(rule: string, file: string, content: string): string {
  return nodeCrypto().createHash('sha256').update(`${rule}\0${file}\0${content}`).digest('hex').slice(0, 16);
}

const key = (e: BaselineEntry): string => `${e.rule}\0${e.file}\0${e.fingerprint}`;

export interface BaselineResult<T> {
  fresh: T[];
  suppressed: number;
  stale: BaselineEntry[];
}

/** Split findings (each with its entry) into new and suppressed; what is left of the baseline is stale. */
export function applyBaseline<T>(findings: ReadonlyArray<{ item: T; entry: BaselineEntry }>, baseline: Baseline): BaselineResult<T> {
  const left = new Map<string, BaselineEntry[]>();
  for (const e of baseline.findings) left.set(key(e), [...(left.get(key(e)) ?? []), e]);
  const fresh: T[] = [];
  let suppressed = 0;
  for (const { item, entry } of findings) {
    const pool = left.get(key(entry));
    if (pool && pool.length > 0) {
      pool.pop();
      suppressed++;
    } else fresh.push(item);
  }
  return { fresh, suppressed, stale: [...left.values()].flat() };
}

export function checkBaseline(raw: unknown): Baseline | string {
  if (raw === null || typeof raw !== 'object' || Array.isArray(raw)) return 'not a JSON object';
  const b = raw as Record<string, unknown>;
  if (b.version !== BASELINE_VERSION) return `"version" must be ${BASELINE_VERSION}`;
  if (!Array.isArray(b.findings)) return '"findings" must be an array';
  for (const [i, f] of b.findings.entries()) {
    const e = f as Record<string, unknown>;
    if (e === null || typeof e !== 'object' || typeof e.rule !== 'string' || typeof e.file !== 'string' || typeof e.fingerprint !== 'string') {
      return `"findings[${i}]" must be {"rule", "file", "fingerprint"} strings`;
    }
  }
  return b as unknown as Baseline;
}

export function serializeBaseline(entries: BaselineEntry[]): string {
  const sorted = [...entries].sort(byKey(key));
  const findings = sorted.map((e) => ({ rule: e.rule, file: e.file, fingerprint: e.fingerprint }));
  return JSON.stringify({ version: BASELINE_VERSION, findings }, null, 2) + '\n';
}
