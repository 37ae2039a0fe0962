// What each validate rule reports: one entry per rule id, with the data its
// message is built from (src/messages.ts words it). The id is the rule's
// file name under src/rules/, its config key, its `--rule` value and the
// `[rule-id]` tag in the output.
import type { ManifestField } from './manifest.js';

export type Provider = 'openai' | 'anthropic' | 'gemini';

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
  'manifest-blocks': Record<string, never>;
  'walk-error': { message: string };
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
  'unknown-key': { key: string; suggestion?: ManifestField; effect?: MissingEffect };
  'case-insensitive-key': { key: string; field: ManifestField };
  'repeated-key': { key: string; keptLine: number; inSchema: boolean };
  'agent-tool-name': { name: string };
  'symlinked-root': { root: string; target: string };
  'colon-joined-dirs': { part: string; source: 'env' | 'config' };
  // The schema, as the manager and the model providers see it.
  'schema-not-object': { kind: string };
  'schema-number-range': { literal: string };
  'schema-invalid': { detail: string };
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
  'example-invalid': { detail: string; syntax: boolean };
}

export interface ProviderFinding {
  problem: ProviderProblem;
  keyword?: string;
  property?: string;
  name?: string;
  limit?: number;
}

export type RuleId = keyof RuleArgs;

/** A rule id with its arguments: what src/messages.ts turns into prose. */
export type Finding = { [K in RuleId]: { rule: K; args: RuleArgs[K] } }[RuleId];
