// skill.json -> the manager's SkillManifest as Go's json.Unmarshal fills a struct (docs/manager.md#one-manifest-one-log-line, #decoding): keys
// exact, then case-insensitive; unknown ignored; the last repeat wins; null leaves a field empty; first type error wins.
import { foldKey } from '../go/fold.js';
import type { BStr } from '../go/bytes.js';
import { type JsonNode, type JsonSyntaxError, parseGoJson } from '../go/gojson.js';

export const MANIFEST_FIELDS = [
  'name',
  'description',
  'schema',
  'entry',
  'env_allow',
  'timeout_seconds',
  'class',
  'category',
] as const;
export type ManifestField = (typeof MANIFEST_FIELDS)[number];

export interface Manifest {
  name: BStr;
  description: BStr;
  /** The schema's raw bytes as written (json.RawMessage), undefined when absent. */
  schema: BStr | undefined;
  entry: BStr;
  envAllow: BStr[] | null;
  timeoutSeconds: bigint;
  class: BStr;
  category: BStr;
}

export interface DecodeError {
  kind: 'syntax' | 'type';
  message: string;
  offset: number;
}

export interface DecodedManifest {
  manifest: Manifest;
  error?: DecodeError;
  tree?: JsonNode;
}

const FOLDED = new Map<string, ManifestField>(MANIFEST_FIELDS.map((f) => [f.toUpperCase(), f]));

export type FieldMatch = Readonly<{ field: ManifestField; exact: boolean }>;

/** One answer per field for the exact keys: the common case allocates nothing. */
const EXACT_HIT = new Map<string, FieldMatch>(MANIFEST_FIELDS.map((f) => [f, Object.freeze({ field: f, exact: true })]));

export function matchField(key: BStr): FieldMatch | undefined {
  const exact = EXACT_HIT.get(key);
  if (exact) return exact;
  const field = FOLDED.get(foldKey(key));
  return field ? { field, exact: false } : undefined;
}

export function emptyManifest(): Manifest {
  return {
    name: '',
    description: '',
    schema: undefined,
    entry: '',
    envAllow: null,
    timeoutSeconds: 0n,
    class: '',
    category: '',
  };
}

export function kindName(node: { kind: string }): string {
  return node.kind;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** strconv.ParseInt(raw, 10, 64), or undefined when Go would refuse it. */
function parseInt64(raw: string): bigint | undefined {
  if (!/^-?\d+$/.test(raw)) return undefined;
  const n = BigInt(raw);
  return n < INT64_MIN || n > INT64_MAX ? undefined : n;
}

/** env_allow's backing array, which Go reuses on a repeated key. Manifests bind one at a time, so only the last one's
 * array can be needed and no table holds every manifest. */
let backingOf: Manifest | undefined;
let backing: BStr[] = [];

/** The parts of a decoded value the binder looks at (a JsonNode fits). */
export type ValueView =
  | { kind: 'string'; value: BStr; start: number }
  | { kind: 'number'; raw: string; start: number }
  | { kind: 'bool' | 'null' | 'object'; start: number }
  | { kind: 'array'; items: ValueView[]; start: number };

function typeError(value: string, field: ManifestField, type: string, node: ValueView): DecodeError {
  return {
    kind: 'type',
    message: `json: cannot unmarshal ${value} into Go struct field SkillManifest.${field} of type ${type}`,
    offset: node.start,
  };
}

/** Store one member's value in its field as reflect-based decoding does; its type error, if any (the caller keeps the
 * first). `raw`: the value's bytes, for json.RawMessage. */
export function bindField(m: Manifest, field: ManifestField, v: ValueView, raw: () => BStr): DecodeError | undefined {
  if (field === 'schema') {
    m.schema = raw();
    return undefined;
  }
  if (v.kind === 'null') {
    if (field === 'env_allow') {
      m.envAllow = null;
      if (backingOf === m) backingOf = undefined; // a nil slice: the next array starts afresh
    }
    return undefined;
  }
  if (field === 'env_allow') {
    if (v.kind !== 'array') return typeError(kindName(v), field, '[]string', v);
    // Go decodes a repeated array into its slice: a null or wrong-typed element keeps what the earlier array left at
    // that index (even past a shorter repeat's length, within its capacity).
    if (v.items.length === 0 || backingOf !== m) backing = [];
    backingOf = m;
    let first: DecodeError | undefined;
    v.items.forEach((item, i) => {
      if (i >= backing.length) backing.push('');
      if (item.kind === 'string') backing[i] = item.value;
      else if (item.kind !== 'null') first ??= typeError(kindName(item), field, 'string', item);
    });
    m.envAllow = backing.slice(0, v.items.length);
    return first;
  }
  if (field === 'timeout_seconds') {
    if (v.kind !== 'number') return typeError(kindName(v), field, 'int', v);
    const n = parseInt64(v.raw);
    if (n === undefined) return typeError(`number ${v.raw}`, field, 'int', v);
    m.timeoutSeconds = n;
    return undefined;
  }
  if (v.kind !== 'string') return typeError(kindName(v), field, 'string', v);
  // The remaining fields are strings whose Manifest key is the JSON name.
  (m as unknown as Record<string, BStr>)[field] = v.value;
  return undefined;
}

export function topLevelTypeError(kind: string, offset: number): DecodeError {
  return { kind: 'type', message: `json: cannot unmarshal ${kind} into Go value of type skill.SkillManifest`, offset };
}

export function decodeManifest(src: BStr): DecodedManifest {
  const manifest = emptyManifest();
  const parsed = parseGoJson(src);
  if (!parsed.ok) return { manifest, error: syntaxError(parsed.error) };
  const tree = parsed.value;
  if (tree.kind === 'null') return { manifest, tree };
  if (tree.kind !== 'object') return { manifest, tree, error: topLevelTypeError(kindName(tree), tree.start) };
  let error: DecodeError | undefined;
  for (const member of tree.members) {
    const hit = matchField(member.key);
    if (!hit) continue;
    const v = member.value;
    const e = bindField(manifest, hit.field, v, () => src.slice(v.start, v.end));
    error ??= e;
  }
  return { manifest, tree, error };
}

function syntaxError(e: JsonSyntaxError): DecodeError {
  return { kind: 'syntax', message: e.message, offset: e.offset };
}
