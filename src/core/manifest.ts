// skill.json -> the manager's SkillManifest, decoded the way Go's
// json.Unmarshal fills a struct (manager.md 3-4): keys match exactly, then
// case-insensitively; unknown keys are ignored; the last repeat wins; null
// leaves a field empty; the first type error wins but decoding goes on.
import type { BStr } from './bytes.js';
import { type JsonMember, type JsonNode, type JsonSyntaxError, parseGoJson } from './gojson.js';

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
  /** Parse tree, when the syntax was valid (validate reads positions from it). */
  tree?: JsonNode;
}

const GO_TYPE: Record<ManifestField, string> = {
  name: 'string',
  description: 'string',
  schema: 'json.RawMessage',
  entry: 'string',
  env_allow: '[]string',
  timeout_seconds: 'int',
  class: 'string',
  category: 'string',
};

const EXACT = new Set<string>(MANIFEST_FIELDS);

/**
 * encoding/json's folded key: ASCII letters upper-cased; of all non-ASCII
 * runes only U+017F (long s) and U+212A (Kelvin sign) share a simple-fold
 * orbit with an ASCII letter, so only they can match an ASCII field name.
 */
function foldKey(key: BStr): string {
  if (!/[\x80-\xff]/.test(key)) return key.toUpperCase();
  return key
    .replaceAll('\xc5\xbf', 'S')
    .replaceAll('\xe2\x84\xaa', 'K')
    .replace(/[a-z]+/g, (m) => m.toUpperCase());
}

const FOLDED = new Map<string, ManifestField>(MANIFEST_FIELDS.map((f) => [f.toUpperCase(), f]));

/** Which manifest field a JSON key lands in, and how it matched. */
export function matchField(key: BStr): { field: ManifestField; exact: boolean } | undefined {
  if (EXACT.has(key)) return { field: key as ManifestField, exact: true };
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

function kindName(node: JsonNode): string {
  return node.kind === 'bool' ? 'bool' : node.kind;
}

const INT64_MIN = -(2n ** 63n);
const INT64_MAX = 2n ** 63n - 1n;

/** strconv.ParseInt(raw, 10, 64), or undefined when Go would refuse it. */
function parseInt64(raw: string): bigint | undefined {
  if (!/^-?\d+$/.test(raw)) return undefined;
  const n = BigInt(raw);
  return n < INT64_MIN || n > INT64_MAX ? undefined : n;
}

class Binder {
  error?: DecodeError;
  constructor(
    readonly src: BStr,
    readonly m: Manifest,
  ) {}

  private typeError(value: string, field: ManifestField | '', type: string, node: JsonNode): void {
    if (this.error) return;
    const where = field ? `Go struct field SkillManifest.${field}` : 'Go value';
    this.error = {
      kind: 'type',
      message: `json: cannot unmarshal ${value} into ${where} of type ${type}`,
      offset: node.start,
    };
  }

  member(member: JsonMember): void {
    const hit = matchField(member.key);
    if (!hit) return;
    const { field } = hit;
    const v = member.value;
    if (field === 'schema') {
      this.m.schema = this.src.slice(v.start, v.end);
      return;
    }
    if (v.kind === 'null') {
      if (field === 'env_allow') this.m.envAllow = null;
      return;
    }
    if (field === 'env_allow') return this.envAllow(v);
    if (field === 'timeout_seconds') {
      if (v.kind !== 'number') return this.typeError(kindName(v), field, 'int', v);
      const n = parseInt64(v.raw);
      if (n === undefined) return this.typeError(`number ${v.raw}`, field, 'int', v);
      this.m.timeoutSeconds = n;
      return;
    }
    if (v.kind !== 'string') return this.typeError(kindName(v), field, 'string', v);
    // The remaining fields are strings whose Manifest key is the JSON name.
    (this.m as unknown as Record<string, BStr>)[field] = v.value;
  }

  private envAllow(v: JsonNode): void {
    if (v.kind !== 'array') return this.typeError(kindName(v), 'env_allow', GO_TYPE.env_allow, v);
    const out: BStr[] = [];
    for (const item of v.items) {
      if (item.kind === 'string') out.push(item.value);
      else if (item.kind === 'null') out.push('');
      else {
        this.typeError(kindName(item), 'env_allow', 'string', item);
        out.push('');
      }
    }
    this.m.envAllow = out;
  }
}

/** Decode a skill.json's bytes (as a byte string) like the manager does. */
export function decodeManifest(src: BStr): DecodedManifest {
  const manifest = emptyManifest();
  const parsed = parseGoJson(src);
  if (!parsed.ok) return { manifest, error: syntaxError(parsed.error) };
  const tree = parsed.value;
  if (tree.kind === 'null') return { manifest, tree };
  const binder = new Binder(src, manifest);
  if (tree.kind !== 'object') {
    const value = kindName(tree);
    return {
      manifest,
      tree,
      error: {
        kind: 'type',
        message: `json: cannot unmarshal ${value} into Go value of type skill.SkillManifest`,
        offset: tree.start,
      },
    };
  }
  for (const member of tree.members) binder.member(member);
  return { manifest, tree, error: binder.error };
}

function syntaxError(e: JsonSyntaxError): DecodeError {
  return { kind: 'syntax', message: e.message, offset: e.offset };
}
