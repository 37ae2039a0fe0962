// The shape of a validate rule and what it is given. A rule reads facts and reports data, its arguments and where
// (a JSON pointer or byte offset); the engine (validate.ts) makes file:line:column and prose.
import type { BuildCheck, BuiltSkill } from '../loader/build.js';
import type { BStr } from '../go/bytes.js';
import type { SourceFile, Where } from '../source/where.js';
import type { EntryFacts } from '../runner/entry-facts.js';
import type { RuleArgs, RuleId } from './findings.js';
import type { Provider } from '../views/providers.js';
import type { JsonMember, JsonNode } from '../go/gojson.js';
import type { Compiled, Dialect, SchemaChecker, SchemaIssue } from '../schema/jsonschema.js';
import type { SchemaVisit } from '../schema/schema-walk.js';
import type { LoadResult, ManifestOutcome } from '../loader/loader.js';
import type { Manifest, ManifestField } from '../loader/manifest.js';
import type { MdDoc } from '../ecosystems/md-doc.js';
import type { NativeSkill } from '../ecosystems/native-skill.js';
import type { MarketplaceFacts } from '../ecosystems/marketplace.js';
import type { PackFacts } from '../ecosystems/pack.js';
import type { ClaudePluginFacts } from '../ecosystems/claude-plugin.js';
import type { Profile } from '../ecosystems/profiles.js';
import type { ToolVerdict } from '../views/agent-tool.js';
import type { Fix, FixInput, NotFixed } from './fix/fix.js';
import type { TestFileFacts } from './test-files.js';
import type { ManagerImage } from '../target/image.js';

export type Severity = 'error' | 'warning' | 'info';

export type { SourceFile, Where } from '../source/where.js';

/** How a rule reports a finding; false past the rule's cap for the file (lint/finding-caps.ts), so a rule with costly
 * arguments can stop making them. */
export type Report<A> = (args: A, where?: Where) => unknown;

/** Every member a manifest field was filled from, and the one that won. */
export interface FieldMembers {
  all: JsonMember[];
  winner: JsonMember;
  pointer: string;
}

export interface SchemaFacts {
  member: JsonMember;
  node: JsonNode;
  pointer: string;
  value: unknown;
  dialect: Dialect | 'unknown' | undefined;
}

/** What the loader decided about one manifest: all a load-tier rule may read. */
export interface LoadedManifest {
  outcome: ManifestOutcome;
  /** Where a field's winning value (or key) is; nothing more precise than the file where that is not known. */
  where(name: ManifestField, key?: boolean): Where;
  load: LoadResult;
}

export interface ManifestContext extends LoadedManifest {
  /** The manifest itself; `src` and `tree` are missing when it could not be read or parsed. */
  file: SourceFile;
  /** The skill's folder: the manifest's (filepath.Dir of its path). */
  folder: BStr;
  manifest: Manifest;
  field(name: ManifestField): FieldMembers | undefined;
  /** Every top-level member, with the field it fills (if any) and whether its key matched exactly. */
  members(): ReadonlyArray<{ member: JsonMember; field?: ManifestField; exact: boolean }>;
  /** The skill as built, when the manager's build checks passed (registered or duplicate). */
  built?: BuiltSkill;
  /** Whether build check `check` fails: the manager's own failure, or one found beyond the check it stopped at. */
  fails(check: BuildCheck): boolean;
  /** The entry's real path: the built skill's, or when the manager refused the skill, where it resolves inside the root. */
  entryPath(): BStr | undefined;
  entry(): EntryFacts | undefined;
  schema(): SchemaFacts | undefined;
  /** Every subschema of the winning schema, depth first in document order (walked once for all rules). */
  subschemas(): readonly SchemaVisit[];
  tool(): ToolVerdict | undefined;
  /** Loaded when an active rule asks for it and some manifest has a schema. */
  checker?: SchemaChecker;
  /** The schema checked against its dialect's meta-schema; undefined when it cannot be (no checker, not an object, unknown dialect). */
  schemaIssues(): SchemaIssue[] | undefined;
  /** The schema compiled by ajv, once it passed its meta-schema. */
  compiledSchema(): Compiled | undefined;
  /** The golden test files in the skill's tests/ folder (what `test` runs). */
  testFiles(): TestFileFacts[];
  /** Whether a rule is on in this run (a rule that leaves a case to another asks). */
  ruleOn(id: RuleId): boolean;
  /** The manager's container, when validate judges where skills run against it (`--target manager-image`); undefined: this machine. */
  image?: ManagerImage;
}

export interface RootFacts {
  given: string;
  path: BStr;
  /** Set when the named folder is a symbolic link (it is then walked as `given/`). */
  linkTarget?: string;
}

export interface DirSetting {
  value: string;
  source: 'env' | 'config';
  file: SourceFile;
}

export interface RunContext {
  load: LoadResult;
  roots: RootFacts[];
  dirs: DirSetting[];
  inScope(path: BStr): boolean;
}

/** Tool names a persona can refer to in this run: built-ins, agent tools, what loaded. */
export interface KnownTools {
  names: ReadonlySet<string>;
  /** skill.json and native skills loaded in this run (built-ins not counted). */
  loaded: number;
}

/** A markdown document with frontmatter: a SKILL.md or a persona (docs/ecosystems.md#frontmatter, #personas). */
export interface MarkdownContext {
  /** `command`: a Claude Code command file (a plugin's `commands/`, `.claude/commands/`). */
  kind: 'skill' | 'persona' | 'command';
  doc: MdDoc;
  /** The split and the YAML decode succeeded: the manager goes on to read the fields. */
  decodes: boolean;
  /** The split succeeded and the YAML has no syntax error: what another profile's reader needs (the manager's struct types aside). */
  parses: boolean;
  profiles: ReadonlySet<Profile>;
  /** Name of the folder holding the file (Agent Skills: must equal the skill name). */
  folder: string;
  /** The file is part of a Claude Code plugin or marketplace, or an OpenClaw plugin, that this run checks. */
  plugin?: 'claude' | 'openclaw';
  skill?: NativeSkill;
  tools(): KnownTools;
  where(pointer: string, key?: boolean): Where;
}

/** A pack root (docs/ecosystems.md#packs); `facts.layout` is undefined for a folder the manager would refuse. */
export interface PackContext {
  facts: PackFacts;
  /** A Claude Code plugin's own files, read once when a rule asks (layout claude only). */
  claude(): ClaudePluginFacts | undefined;
  /** A file of the pack by relative path, for diagnostics (positions at 1:1). */
  file(rel: string): SourceFile;
}

/** A Claude Code plugin marketplace (`.claude-plugin/marketplace.json`); findings default to that file. */
export interface MarketplaceContext {
  facts: MarketplaceFacts;
}

/** A rule with id `K` whose findings carry `A` (the rule file's `Args`); `Rule` alone is any registered rule. */
export interface Rule<K extends string = RuleId, A = RuleArgs[RuleId]> {
  id: K;
  severity: Severity;
  /** One line: what the rule finds (SARIF rule help, the README table, `rules`). */
  help: string;
  /** `explain`: why it matters in the manager, beyond the help line (default: its group's reason). */
  why?: string;
  /** `explain`: how to fix what it finds (default: its group's advice). */
  howto?: string;
  /** `explain`: a short file or command that shows it (default: its fixture folder). */
  example?: string;
  /** The diagnostic's message, from the rule's data only: what the manager does, and the fix. */
  message(args: A): string;
  /** Off unless this provider is asked for (`--providers`) or the rule is configured. */
  provider?: Provider;
  /** Runs on the documents written for this ecosystem (or all, under `--profile` naming it), or where the rule is configured. */
  profile?: Profile;
  /** Its findings are the manager's consequence: at its level only under the `ongrid` profile, else `info`. */
  manager?: true;
  /** Off unless configured: a fact true of nearly every tree that few authors act on. */
  optIn?: true;
  /** `load`: `scan`, `list` and `run` show its findings too, as it reads only the loader's decisions (the `loaded`,
   * `run` and `markdown` hooks). Default: `validate` only. */
  tier?: 'load';
  needsSchemaChecker?: boolean;
  /** Reads `m.entry()` of loaded skills: validate has a worker read entries ahead (runner/entry-prefetch.ts); else slower. */
  readsEntry?: true;
  /** Sees only the loader's verdict on a manifest: cheap enough for every scan. */
  loaded?(m: LoadedManifest, report: Report<A>): void;
  manifest?(m: ManifestContext, report: Report<A>): void;
  run?(r: RunContext, report: Report<A>): void;
  markdown?(m: MarkdownContext, report: Report<A>): void;
  /** Its level on a document checked under its own ecosystem with no level set: lower where that ecosystem still
   * reads the file. Undefined: the rule's own. */
  levelFor?(m: MarkdownContext): Severity | undefined;
  pack?(p: PackContext, report: Report<A>): void;
  marketplace?(m: MarketplaceContext, report: Report<A>): void;
  /** The fix (`validate --fix`) as data; undefined when none, or a NotFixed saying why. Only for rules whose fix
   * can change nothing but what the finding is about. */
  fix?(input: FixInput<A>): Fix | NotFixed | undefined;
}

/** A rule file's export: `defineRule<'id', Args>({ id: 'id', ... })`; a report or message of other arguments does not compile. */
export function defineRule<K extends string, A>(rule: Rule<K, A>): Rule<K, A> {
  return rule;
}

/** Whether a rule runs when nothing asks for it: provider and opt-in rules do not; a profile's rules do, on its documents. */
export function onByDefault(rule: Rule): boolean {
  return rule.provider === undefined && !rule.optIn;
}
