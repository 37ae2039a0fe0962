// `validate --baseline FILE` / `--update-baseline`: the file side of lint/baseline.ts. Paths are relative to the
// file's folder, so it works from any directory; written whole (io/atomic-write.ts).
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { type Baseline, type BaselineEntry, applyBaseline, checkBaseline, fingerprint, offendingContent, serializeBaseline } from '../../lint/baseline.js';
import type { Diagnostic } from '../../lint/diagnostics.js';
import { UsageError } from '../../errors.js';
import { writeFileAtomic } from '../../io/atomic-write.js';
import { toBStr } from '../../go/bytes.js';
import { readCapped } from '../../go/readfile.js';

const MAX_BASELINE = 64 << 20;
const MAX_SOURCE = 8 << 20;

/** The baseline at `file` (as given, resolved against `cwd`); none yet is an empty one. */
export function readBaseline(given: string, cwd: string): Baseline {
  const file = path.resolve(cwd, given);
  if (!existsSync(file)) return { version: 1, findings: [] };
  const st = statSync(file);
  if (!st.isFile()) throw new UsageError(`--baseline ${given}: not a file`);
  if (st.size > MAX_BASELINE) throw new UsageError(`--baseline ${given}: larger than ${MAX_BASELINE} bytes`);
  let raw: unknown;
  try {
    raw = JSON.parse(readFileSync(file, 'utf8'));
  } catch (e) {
    throw new UsageError(`--baseline ${given}: not valid JSON: ${(e as Error).message}`, 'write it again with --update-baseline');
  }
  const checked = checkBaseline(raw);
  if (typeof checked === 'string') throw new UsageError(`--baseline ${given}: ${checked}`, 'write it again with --update-baseline');
  return checked;
}

/** Each diagnostic's baseline entry (files read once each, capped). */
export function entriesFor(diagnostics: readonly Diagnostic[], baselineFile: string, cwd: string): BaselineEntry[] {
  const dir = path.dirname(path.resolve(cwd, baselineFile));
  const sources = new Map<string, string | undefined>();
  const source = (abs: string): string | undefined => {
    if (!sources.has(abs)) {
      let text: string | undefined;
      try {
        // Files from the tree being checked: never block on one, never read past the cap, never
        // through a link (a finding may sit on a link out of the tree, which is not read).
        const read = readCapped(toBStr(abs), { cap: MAX_SOURCE, regularOnly: true, noFollow: true });
        if (read.kind === 'bytes') text = read.bytes.toString('latin1');
      } catch {
        text = undefined;
      }
      sources.set(abs, text);
    }
    return sources.get(abs);
  };
  return diagnostics.map((d) => {
    const abs = d.file.startsWith('$') ? undefined : path.resolve(cwd, d.file);
    const file = abs ? path.relative(dir, abs).split(path.sep).join('/') : d.file;
    return { rule: d.rule, file, fingerprint: fingerprint(d.rule, file, offendingContent(d, abs ? source(abs) : undefined)) };
  });
}

export interface BaselineOutcome {
  diagnostics: Diagnostic[];
  suppressed: number;
  stale: BaselineEntry[];
}

/** Infos never fail a run, so a baseline holds errors and warnings only. */
const held = (d: Diagnostic): boolean => d.severity !== 'info';

export function useBaseline(diagnostics: Diagnostic[], baseline: Baseline, file: string, cwd: string): BaselineOutcome {
  const entries = entriesFor(diagnostics, file, cwd);
  const pairs = diagnostics.map((item, i) => ({ item, entry: entries[i] })).filter((p) => held(p.item));
  const { fresh, suppressed, stale } = applyBaseline(pairs, baseline);
  const kept = new Set(fresh);
  return { diagnostics: diagnostics.filter((d) => !held(d) || kept.has(d)), suppressed, stale };
}

export function writeBaseline(diagnostics: Diagnostic[], file: string, cwd: string): number {
  const target = path.resolve(cwd, file);
  const entries = entriesFor(diagnostics.filter(held), file, cwd);
  writeFileAtomic(target, serializeBaseline(entries));
  return entries.length;
}
