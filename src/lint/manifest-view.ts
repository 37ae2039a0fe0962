// What the manager takes from a skill.json (docs/manager.md#decoding), compared before and after a fix; a leading BOM
// is blanked on both sides (the bom rule removes it), the schema compared as Go's map sees it.
import { fromBStr } from '../go/bytes.js';
import type { BStr } from '../go/bytes.js';
import { MANIFEST_FIELDS, type Manifest, type ManifestField, decodeManifest } from '../loader/manifest.js';
import { BOM } from './manifest-context.js';
import { byKey } from '../go/bytes.js';

function sortedKeys(_key: string, value: unknown): unknown {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  return Object.fromEntries(Object.entries(value).sort(byKey(([k]) => k)));
}

/** The schema as a map-based decoder holds it; the raw bytes when it is no JSON JavaScript reads. */
function schemaView(raw: BStr | undefined): string | undefined {
  if (raw === undefined) return undefined;
  try {
    return JSON.stringify(JSON.parse(fromBStr(raw)), sortedKeys);
  } catch {
    return raw;
  }
}

function fieldView(m: Manifest, field: ManifestField): string | undefined {
  if (field === 'schema') return schemaView(m.schema);
  // The other fields' Manifest key is their JSON name.
  const v = m[field === 'env_allow' ? 'envAllow' : field === 'timeout_seconds' ? 'timeoutSeconds' : field];
  if (v === undefined || v === null) return String(v);
  return typeof v === 'bigint' ? v.toString() : JSON.stringify(v);
}

const unBom = (s: BStr): BStr => (s.startsWith(BOM) ? '   ' + s.slice(3) : s);

/** Undefined when `after` decodes like `before` but for the `changes` fields; else what would change ("it would change entry"). */
export function viewDifference(before: BStr, after: BStr, changes: ReadonlySet<string>): string | undefined {
  const a = decodeManifest(unBom(before));
  const b = decodeManifest(unBom(after));
  if (b.error?.message !== a.error?.message) {
    return b.error ? `the manager would then reject the manifest (${b.error.message})` : 'it would change whether the manager accepts the manifest';
  }
  const changed = MANIFEST_FIELDS.filter((f) => !changes.has(f) && fieldView(a.manifest, f) !== fieldView(b.manifest, f));
  return changed.length > 0 ? `it would change what the manager loads (${changed.join(', ')})` : undefined;
}
