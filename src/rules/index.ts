// Every validate rule, in the order they are documented: the only
// registry. A rule's id is its file name, its config key, its `--rule`
// value and the `[rule-id]` tag in the output.
import type { Rule } from '../core/rule.js';
import agentInvisibleClass from './agent-invisible-class.js';
import agentToolName from './agent-tool-name.js';
import bom from './bom.js';
import builtinName from './builtin-name.js';
import caseInsensitiveKey from './case-insensitive-key.js';
import classInvalid from './class-invalid.js';
import colonJoinedDirs from './colon-joined-dirs.js';
import descriptionBlank from './description-blank.js';
import descriptionLong from './description-long.js';
import descriptionRequired from './description-required.js';
import dotdotPrefixedPath from './dotdot-prefixed-path.js';
import duplicateName from './duplicate-name.js';
import entryEscapesRoot from './entry-escapes-root.js';
import entryIsDirectory from './entry-is-directory.js';
import entryNoShebang from './entry-no-shebang.js';
import entryNotExecutable from './entry-not-executable.js';
import entryRequired from './entry-required.js';
import entryUnresolvable from './entry-unresolvable.js';
import envShebangNoPath from './env-shebang-no-path.js';
import exampleInvalid from './example-invalid.js';
import interpreterMissing from './interpreter-missing.js';
import jsonSyntax from './json-syntax.js';
import jsonType from './json-type.js';
import manifestBlocks from './manifest-blocks.js';
import manifestUnreadable from './manifest-unreadable.js';
import nameFormat from './name-format.js';
import nameRequired from './name-required.js';
import providerAnthropic from './provider-anthropic.js';
import providerGemini from './provider-gemini.js';
import providerOpenaiStrict from './provider-openai-strict.js';
import repeatedKey from './repeated-key.js';
import rootUnresolvable from './root-unresolvable.js';
import schemaDialectUnknown from './schema-dialect-unknown.js';
import schemaInvalid from './schema-invalid.js';
import schemaNotObject from './schema-not-object.js';
import schemaNumberRange from './schema-number-range.js';
import schemaTypeNotObject from './schema-type-not-object.js';
import schemaUnknownKeyword from './schema-unknown-keyword.js';
import symlinkedRoot from './symlinked-root.js';
import timeoutDefault from './timeout-default.js';
import timeoutLegacyCap from './timeout-legacy-cap.js';
import timeoutOverflow from './timeout-overflow.js';
import unknownKey from './unknown-key.js';
import walkError from './walk-error.js';

export type RuleGroup = 'rejected' | 'never-runs' | 'differs' | 'schema' | 'provider' | 'facts' | 'examples';

/** Rules by group, in documentation order. */
export const RULE_GROUPS: ReadonlyArray<readonly [RuleGroup, readonly Rule[]]> = [
  [
    'rejected',
    [
      manifestUnreadable, manifestBlocks, walkError, bom, jsonSyntax, jsonType, nameRequired, nameFormat,
      descriptionRequired, entryRequired, entryUnresolvable, rootUnresolvable, entryEscapesRoot, dotdotPrefixedPath,
      classInvalid, duplicateName, builtinName,
    ],
  ],
  ['never-runs', [entryIsDirectory, entryNotExecutable, entryNoShebang, interpreterMissing, envShebangNoPath]],
  ['differs', [unknownKey, caseInsensitiveKey, repeatedKey, agentToolName, symlinkedRoot, colonJoinedDirs]],
  ['schema', [schemaNotObject, schemaNumberRange, schemaInvalid, schemaDialectUnknown, schemaTypeNotObject, schemaUnknownKeyword]],
  ['provider', [providerOpenaiStrict, providerAnthropic, providerGemini]],
  ['facts', [agentInvisibleClass, timeoutLegacyCap, timeoutDefault, timeoutOverflow, descriptionBlank, descriptionLong]],
  ['examples', [exampleInvalid]],
];

export const RULES: readonly Rule[] = RULE_GROUPS.flatMap(([, rules]) => rules);
