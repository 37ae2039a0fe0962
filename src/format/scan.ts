// scan's renderers: the table plus summary, and the --json document.
import { refusalClause } from '../source/caps.js';
import { type BStr, fromBStr } from '../go/bytes.js';
import { goDuration } from '../go/goquote.js';
import type { LoadResult, Skill } from '../loader/loader.js';
import { cell, renderTableTo } from './table.js';
import type { PieceSink } from '../go/pieces.js';
import { plural } from '../words.js';
import { stringifyDeep } from './stringify.js';

export function scanCounts(r: LoadResult): ScanCounts {
  const by = (s: string): number => r.manifests.filter((m) => m.status === s).length;
  return {
    manifests: r.manifests.length,
    registered: by('registered'),
    rejected: r.manifests.length - by('registered') - by('duplicate'),
    duplicates: by('duplicate'),
    walkErrors: r.walkErrors.length,
    roots: r.roots.filter((x) => x.status !== 'blank').length,
    rootsSkipped: r.roots.filter((x) => !['blank', 'walked', 'symlink'].includes(x.status)).length,
  };
}

const durations = new Map<bigint, string>();

export function timeoutText(skill: Skill): string {
  let text = durations.get(skill.timeoutNanos);
  if (text === undefined) durations.set(skill.timeoutNanos, (text = goDuration(skill.timeoutNanos)));
  return text;
}

export function writeScanTable(r: LoadResult, bold: ((s: string) => string) | undefined, out: PieceSink): void {
  const rows = r.skills.map((s) => [
    cell(fromBStr(s.name)),
    s.class,
    cell(fromBStr(s.category)),
    timeoutText(s),
    cell(fromBStr(s.entry)),
  ]);
  if (rows.length > 0) renderTableTo(['NAME', 'CLASS', 'CATEGORY', 'TIMEOUT', 'ENTRY'], rows, bold ?? ((x) => x), out);
  else out.push(`${NO_SKILLS}\n`);
  out.push(`\n${scanSummary(scanCounts(r))}\n`);
}

function schemaValue(raw: string | undefined): unknown {
  if (raw === undefined) return undefined;
  try {
    return JSON.parse(fromBStr(raw));
  } catch {
    return fromBStr(raw);
  }
}

/** `scan --json`, byte strings shown as UTF-8; `container` (scan --compose): each path in the container beside the host's. */
export function scanJson(r: LoadResult, native: object[] = [], container?: (host: string) => string | undefined): string {
  const t = fromBStr;
  const inContainer = (key: string, host: BStr) => (container ? { [key]: container(t(host)) ?? null } : {});
  const doc = {
    roots: r.roots.map((x) => ({ given: t(x.given), path: t(x.path), status: x.status })),
    skills: r.skills.map((s) => ({
      name: t(s.name),
      description: t(s.description),
      class: s.class,
      category: t(s.category),
      timeout_seconds: Number(s.timeoutNanos / 1_000_000_000n),
      timeout: timeoutText(s),
      entry: t(s.entry),
      env_allow: s.envAllow.map(t),
      schema: schemaValue(s.schema),
      manifest: t(s.manifestPath),
      root: t(s.root),
      ...inContainer('container_manifest', s.manifestPath),
      ...inContainer('container_root', s.root),
    })),
    rejected: r.manifests
      .filter((m) => m.status !== 'registered')
      .map((m) => ({
        path: t(m.path),
        ...inContainer('container_path', m.path),
        status: m.status,
        reason:
          m.status === 'read-error' || m.status === 'build-error'
            ? t(m.message)
            : m.status === 'decode-error'
              ? t(m.error.message)
              : m.status === 'duplicate'
                ? `skill ${JSON.stringify(t(m.name))} already registered`
                : m.why.kind === 'escapes' ? refusalClause(m.why) : `${refusalClause(m.why)} at boot`,
        line: m.line === undefined ? null : t(m.line),
      })),
    walk_errors: r.walkErrors.map((w) => ({ path: t(w.path), message: t(w.message) })),
    lines: r.lines.map(t),
    native,
  };
  return stringifyDeep(doc) + '\n';
}

export interface ScanCounts {
  manifests: number;
  registered: number;
  rejected: number;
  duplicates: number;
  walkErrors: number;
  roots: number;
  rootsSkipped: number;
}

export function scanSummary(c: ScanCounts): string {
  const parts = [`${c.registered} registered`, `${c.rejected} rejected`, `${c.duplicates} skipped as already registered`];
  let line = `${plural(c.manifests, 'skill.json file')} found in ${plural(c.roots, 'folder')}: ${parts.join(', ')}`;
  if (c.walkErrors > 0) line += `; ${plural(c.walkErrors, 'walk error')}`;
  if (c.rootsSkipped > 0) line += `; ${plural(c.rootsSkipped, 'folder')} skipped`;
  return line;
}

export const NO_SKILLS = 'no skills registered';
