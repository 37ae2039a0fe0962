// The facts validate's rules read about one manifest, gathered once and lazily: bytes and tree, which member filled
// each field as Go's decoder picks it (docs/manager.md#decoding), the built skill, entry, schema and agent tool.
import { agentTool, type ToolVerdict } from '../views/agent-tool.js';
import { type BuiltSkill, RootResolver, buildProblems, buildSkill } from '../loader/build.js';
import { type BStr, fromBStr } from '../go/bytes.js';
import { dir } from '../go/gopath.js';
import { type JsonMember, type JsonNode, parseGoJson } from '../go/gojson.js';
import { type EntryFacts, inspectEntry } from '../runner/entry-facts.js';
import { dialectOf } from '../schema/jsonschema.js';
import type { LoadResult, ManifestOutcome } from '../loader/loader.js';
import { type Manifest, type ManifestField, decodeManifest, emptyManifest, matchField } from '../loader/manifest.js';
import { escapeToken, lastMember } from '../source/pointer.js';
import type { FieldMembers, ManifestContext, SchemaFacts, SourceFile } from './rule.js';
import type { RuleId } from './findings.js';
import { type SchemaVisit, toJsValue, walkSchema } from '../schema/schema-walk.js';
import { readTestFiles } from './test-files.js';
import type { ManagerImage } from '../target/image.js';

export const BOM = '\xef\xbb\xbf';

/** Fields whose JSON `null` still overwrites an earlier value (RawMessage and slice). */
const NULL_OVERWRITES = new Set<ManifestField>(['schema', 'env_allow']);

/** The manifest as the loader read it, with a parse tree made here (the loader keeps none). A leading BOM fails the
 * manager's decode; the rules get a tree of the rest, spaces keeping every offset. */
function sourceOf(outcome: ManifestOutcome): { file: SourceFile; manifest: Manifest } {
  const file: SourceFile = { path: outcome.path };
  const source = outcome.source;
  if (!source) return { file, manifest: emptyManifest() };
  file.src = source.src;
  if (!source.src.startsWith(BOM)) {
    // The loader bound the fields already; only the tree is new here.
    const parsed = parseGoJson(source.src);
    if (parsed.ok) file.tree = parsed.value;
    return { file, manifest: source.manifest };
  }
  const decoded = decodeManifest('   ' + source.src.slice(3));
  file.tree = decoded.tree;
  return { file, manifest: decoded.manifest };
}

function memo<T>(compute: () => T): () => T {
  let done = false;
  let value: T;
  let failure: { error: unknown } | undefined;
  return () => {
    // A failure is kept too: the next rule asking gets it at once, not a second try.
    if (failure) throw failure.error;
    if (!done) {
      try {
        value = compute();
      } catch (error) {
        failure = { error };
        throw error;
      }
      done = true;
    }
    return value;
  };
}

/** A field's members; its pointer is spelled on first read, as most fields are never reported on. */
class FieldSlot implements FieldMembers {
  private spelled: string | undefined;

  constructor(
    readonly all: JsonMember[],
    public winner: JsonMember,
  ) {}

  get pointer(): string {
    return (this.spelled ??= '/' + escapeToken(fromBStr(this.winner.key)));
  }
}

/** Each field's members in document order, and the one whose value Go's decoder keeps. */
function fieldMembers(matched: ReadonlyArray<{ member: JsonMember; field?: ManifestField }>): Map<ManifestField, FieldMembers> {
  // Appended in place: a manifest repeating a key 100,000 times stays linear.
  const fields = new Map<ManifestField, FieldSlot>();
  for (const { member, field } of matched) {
    if (!field) continue;
    const known = fields.get(field);
    if (known) known.all.push(member);
    else fields.set(field, new FieldSlot([member], member));
  }
  for (const [field, f] of fields) {
    const list = f.all;
    let winner = list[list.length - 1];
    if (!NULL_OVERWRITES.has(field)) {
      // A later `null` leaves a string field as it was: the last non-null wins, else the last.
      for (let i = list.length - 1; i >= 0; i--) {
        if (list[i].value.kind !== 'null') {
          winner = list[i];
          break;
        }
      }
    }
    f.winner = winner;
  }
  return fields;
}

/** `ruleOn`: the rules on in this run (default all); `inspect`: how the entry is read (perhaps ahead, on a worker);
 * `image`: the manager's container, if judged against it. */
export function manifestContext(
  outcome: ManifestOutcome,
  load: LoadResult,
  ruleOn: (id: RuleId) => boolean = () => true,
  inspect: (at: BStr) => EntryFacts = inspectEntry,
  image?: ManagerImage,
): ManifestContext {
  const { file, manifest } = sourceOf(outcome);
  const tree = file.tree?.kind === 'object' ? file.tree : undefined;

  const matched = (tree?.members ?? []).map((member) => {
    const hit = matchField(member.key);
    return { member, field: hit?.field, exact: hit?.exact ?? false };
  });
  const fields = fieldMembers(matched);

  const built = builtSkill(outcome, manifest);
  const schema = memo((): SchemaFacts | undefined => {
    const f = fields.get('schema');
    if (!f) return undefined;
    const node = f.winner.value;
    const $schema = node.kind === 'object' ? lastMember(node, '$schema')?.value : undefined;
    return new Facts(f.winner, node, f.pointer, dialectOf($schema === undefined ? undefined : $schema.kind === 'string' ? fromBStr($schema.value) : null));
  });

  // Only a manifest the manager refused at a build check has problems beyond its first failure.
  const problems = memo(() => (outcome.status === 'build-error' ? buildProblems(manifest, outcome.path, new RootResolver(outcome.root)) : undefined));
  const ctx: ManifestContext = {
    outcome,
    file,
    folder: dir(outcome.path),
    manifest,
    built,
    load,
    field: (name) => fields.get(name),
    fails: (check) => outcome.status === 'build-error' && (outcome.check === check || problems()?.failing.includes(check) === true),
    entryPath: () => built?.entry ?? problems()?.entry,
    entry: memo((): EntryFacts | undefined => {
      const at = built?.entry ?? problems()?.entry;
      return at === undefined ? undefined : inspect(at);
    }),
    schema,
    subschemas: memo((): readonly SchemaVisit[] => {
      const node = schema()?.node;
      const visits: SchemaVisit[] = [];
      if (node) walkSchema(node, (v) => visits.push(v));
      return visits;
    }),
    tool: memo((): ToolVerdict | undefined => (built ? agentTool(built) : undefined)),
    where: (name, key = false) => {
      const f = fields.get(name);
      if (f) return { pointer: f.pointer, key };
      return tree ? { offset: tree.start } : {};
    },
    members: () => matched,
    testFiles: memo(() => readTestFiles(ctx.folder)),
    ruleOn,
    image,
    schemaIssues: memo(() => {
      const facts = schema();
      if (!ctx.checker || facts?.node.kind !== 'object' || facts.dialect === 'unknown') return undefined;
      const text = file.src?.slice(facts.node.start, facts.node.end);
      return ctx.checker.metaIssues(() => facts.value as object, facts.dialect ?? '2020-12', text);
    }),
    compiledSchema: memo(() => {
      const facts = schema();
      const issues = ctx.schemaIssues();
      if (!ctx.checker || facts?.node.kind !== 'object' || issues === undefined || issues.length > 0) return undefined;
      return ctx.checker.compile(facts.value as object, facts.dialect === 'draft-07' ? 'draft-07' : '2020-12');
    }),
  };
  return ctx;
}

/** A schema's facts, its JS value made on first read (only ajv and the subset check need it). A class, not a getter in a
 * literal: a closure would keep the whole manifest's context alive. */
class Facts implements SchemaFacts {
  private converted = false;
  private jsValue: unknown;

  constructor(
    readonly member: JsonMember,
    readonly node: JsonNode,
    readonly pointer: string,
    readonly dialect: SchemaFacts['dialect'],
  ) {}

  get value(): unknown {
    if (!this.converted) {
      this.jsValue = this.node.kind === 'object' ? toJsValue(this.node, fromBStr) : undefined;
      this.converted = true;
    }
    return this.jsValue;
  }
}

/** Registered skills as loaded; duplicates built again (they passed the build checks). */
function builtSkill(outcome: ManifestOutcome, manifest: Manifest): BuiltSkill | undefined {
  if (outcome.status === 'registered') return outcome.skill;
  if (outcome.status !== 'duplicate') return undefined;
  const built = buildSkill(manifest, outcome.path, new RootResolver(outcome.root));
  return built.ok ? built.skill : undefined;
}
