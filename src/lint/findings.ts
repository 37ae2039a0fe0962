// What each validate rule reports: one entry per rule id, with the data its
// message is built from (the rule file words it). The id is the rule's
// file name under src/lint/rules/, its config key, its `--rule` value and the
// `[rule-id]` tag in the output.
import type { ManifestField } from '../loader/manifest.js';
import type { PathProblem } from '../native/marketplace-paths.js';
import type { SkillsPathProblem } from '../native/pack.js';
import type { Profile } from '../native/profiles.js';
import type { Refusal } from '../go/readfile.js';

/** What the manager does when a field the author meant to set is missing. */
export type MissingEffect = 'required' | 'timeout' | 'env' | 'schema' | 'class' | 'category';

export type InterpreterProblem = 'missing' | 'not-executable' | 'directory' | 'carriage-return' | 'env-fallback';

export type ProviderProblem =
  | 'name'
  | 'root-not-object'
  | 'additional-properties'
  | 'not-required'
  | 'keyword'
  | 'depth'
  | 'property-count'
  | 'type-array'
  | 'strict-keyword'
  | 'strict-recursion';

export interface RuleArgs {
  // The manager rejects the manifest (manager.md 3-5).
  'manifest-unreadable': { message: string };
  'manifest-blocks': { why: Refusal };
  'walk-error': { message: string };
  'check-failed': { reason: string; bug: boolean };
  bom: Record<string, never>;
  'json-syntax': { message: string };
  'json-type': { message: string };
  'name-required': { present: boolean };
  'name-format': { name: string; suggestion: string };
  'description-required': { present: boolean };
  'entry-required': { present: boolean };
  'entry-unresolvable': { entry: string; message: string };
  'root-unresolvable': { message: string };
  'entry-escapes-root': { resolved: string; root: string };
  'dotdot-prefixed-path': { resolved: string; root: string; rel: string };
  'class-invalid': { value: string; suggestion?: string };
  'duplicate-name': { name: string; first: string };
  'builtin-name': { name: string };
  // Loads, but can never run (manager.md 6).
  'entry-is-directory': { entry: string };
  'entry-not-executable': { entry: string; mode: string };
  'entry-no-shebang': { entry: string; empty: boolean };
  'interpreter-missing': { entry: string; interpreter: string; problem: InterpreterProblem; command?: string };
  'env-shebang-no-path': { command: string; found: string };
  // Loads, but not the way the author wrote it.
  'unknown-key': {
    key: string;
    suggestion?: ManifestField;
    effect?: MissingEffect;
    /** The file is another ecosystem's skill.json: every key the manager ignores, said once. */
    foreign?: { keys: string[]; registered: boolean };
  };
  'case-insensitive-key': { key: string; field: ManifestField };
  'repeated-key': { key: string; keptLine: number; inSchema: boolean };
  'agent-tool-name': { name: string };
  'symlinked-root': { root: string; target: string };
  'colon-joined-dirs': { part: string; source: 'env' | 'config' };
  // The schema, as the manager and the model providers see it.
  'schema-not-object': { kind: string };
  'schema-number-range': { literal: string };
  'schema-invalid': { detail: string };
  'schema-pattern-backtracking': { keyword: 'pattern' | 'patternProperties'; source: string; group: string };
  'schema-dialect-unknown': { uri: string };
  'schema-type-not-object': { type: string };
  'schema-unknown-keyword': { keyword: string; suggestion: string };
  'provider-openai-strict': ProviderFinding;
  'provider-anthropic': ProviderFinding;
  'provider-gemini': ProviderFinding;
  // Class and visibility facts (manager.md 8).
  'agent-invisible-class': { class: string };
  'timeout-legacy-cap': { seconds: string };
  'timeout-default': { given?: string };
  'timeout-overflow': { seconds: string; effective: string };
  'description-blank': Record<string, never>;
  'description-long': { length: number; total: number; limit: number };
  // Example arguments next to skill.json.
  'example-invalid': { detail: string; syntax: boolean; unreadable?: boolean; unchecked?: boolean };
  // Golden test files next to skill.json (tests/*.test.json, what `test` runs).
  'test-file-invalid': { detail: string };
  'test-unknown-key': { key: string; in: string; suggestion?: string; keys: readonly string[] };
  'test-args-invalid': { case: string; detail: string; unchecked?: boolean };
  // Markdown frontmatter, SKILL.md and personas (ecosystem.md 1-2): the manager's split and YAML decode.
  'doc-unreadable': { message: string };
  'frontmatter-missing': { bom: boolean; kind: 'skill' | 'persona'; profiles: Profile[]; manager: string };
  'frontmatter-unclosed': { manager: string };
  'frontmatter-line-too-long': { manager: string };
  'frontmatter-yaml': { manager: string };
  'frontmatter-duplicate-key': { key: string; manager: string };
  'frontmatter-type': { manager: string };
  // SKILL.md as the manager reads it (profile ongrid, ecosystem.md 1).
  'native-required': { field: 'name' | 'description'; present: boolean; profiles: Profile[]; manager?: string };
  'native-name-normalized': { name: string; normalized: string; kebab: Profile[] };
  'activation-conflict': { top: string; ongrid: string };
  'activation-mode-unknown': { mode: string; suggestion?: string };
  'activation-keyword-empty': { otherHasKeywords: boolean };
  'native-tool-class': { field: 'class' | 'confirmation'; value: string; tool?: string; suggestion?: string };
  'native-tool-impl': { problem: 'name-missing' | 'impl-missing' | 'impl-format'; tool?: string; impl?: string };
  'metadata-os-unknown': { value: string; suggestion?: string; openclaw: boolean };
  'requires-bin-missing': { bin: string };
  'min-version-syntax': { value: string };
  'native-scope-invalid': { value: string };
  // SKILL.md under the other ecosystems' rules (--profile).
  'agentskills-name': { name: string; problems: Array<'format' | 'length' | 'folder'>; folder: string; suggestion: string; ongrid: boolean };
  'agentskills-description': { length: number };
  'agentskills-key': { key: string; ongrid: boolean; alternative?: string };
  'agentskills-field': { field: string; problem: 'type' | 'length' | 'nested'; length?: number; ongrid: boolean };
  'claude-code-name': { name: string; problem: 'format' | 'length'; suggestion: string; ongrid: boolean };
  'claude-code-field': { field: string; problem: 'type' | 'value' | 'truncated' | 'missing'; value?: string; want?: string; length?: number };
  'openclaw-field': { field: string; problem: 'type' | 'value' | 'dispatch-tool' | 'requires-elsewhere'; value?: string; want?: string };
  // Personas (ecosystem.md 2).
  'persona-required': { field: 'name' | 'description' | 'when_to_use'; present: boolean; manager: string };
  'persona-permission-mode': { value: string; suggestion?: string };
  'persona-name-non-snake': { name: string };
  'persona-tool-unknown': { name: string; list: 'tools' | 'disallowed_tools'; loaded: number; suggestion?: string };
  'persona-tool-pattern': { pattern: string; list: 'tools' | 'disallowed_tools' };
  // Packs (ecosystem.md 3).
  'pack-layout-unknown': { manager: string };
  'pack-manifest-invalid': { message: string; key?: string; want?: string };
  'pack-id-missing': { layout: 'openclaw' | 'claude' };
  'pack-id-fallback': { name: string };
  'pack-skills-path': { entry: string; problem: SkillsPathProblem };
  'pack-escapes-root': { rel: string; target: string; problem: 'escapes' | 'dangling' };
  'pack-hooks-ignored': { code: 'hooks_unsupported' | 'hooks_dropped' };
  'pack-mcp-ignored': { from: 'file' | 'manifest' };
  'pack-skill-json': { rel: string };
  'pack-id-derived': { folder: string; id: string };
  'pack-unsigned': { id?: string };
  'pack-signature-failed': { reason: string };
  'pack-signature-coverage': { count: number; files: string[] };
  // Claude Code plugin marketplaces (.claude-plugin/marketplace.json), which the manager does not read.
  'marketplace-invalid': { message?: string; key?: string; want?: string; missing?: boolean };
  'marketplace-plugin-invalid': {
    plugin: string;
    problem: 'shape' | 'source-type' | 'relative' | 'duplicate';
    key?: string;
    want?: string;
    missing?: boolean;
    value?: string;
    first?: number;
  };
  'marketplace-plugin-path': { plugin: string; key: string; value: string; problem: PathProblem };
}

export interface ProviderFinding {
  problem: ProviderProblem;
  keyword?: string;
  property?: string;
  name?: string;
  limit?: number;
}

export type RuleId = keyof RuleArgs;

/** A rule id with its arguments: what its rule file turns into prose. */
export type Finding = { [K in RuleId]: { rule: K; args: RuleArgs[K] } }[RuleId];
