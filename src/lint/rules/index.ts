// Every validate rule, in the order they are documented: the only
// registry. A rule's id is its file name, its config key, its `--rule`
// value and the `[rule-id]` tag in the output.
import type { Rule } from '../rule.js';
import activationConflict from './activation-conflict.js';
import activationKeywordEmpty from './activation-keyword-empty.js';
import activationModeUnknown from './activation-mode-unknown.js';
import agentInvisibleClass from './agent-invisible-class.js';
import agentToolName from './agent-tool-name.js';
import agentskillsDescription from './agentskills-description.js';
import agentskillsField from './agentskills-field.js';
import agentskillsKey from './agentskills-key.js';
import agentskillsName from './agentskills-name.js';
import bom from './bom.js';
import builtinName from './builtin-name.js';
import caseInsensitiveKey from './case-insensitive-key.js';
import classInvalid from './class-invalid.js';
import claudeCodeField from './claude-code-field.js';
import claudeCodeName from './claude-code-name.js';
import colonJoinedDirs from './colon-joined-dirs.js';
import descriptionBlank from './description-blank.js';
import descriptionLong from './description-long.js';
import descriptionRequired from './description-required.js';
import docUnreadable from './doc-unreadable.js';
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
import frontmatterDuplicateKey from './frontmatter-duplicate-key.js';
import frontmatterLineTooLong from './frontmatter-line-too-long.js';
import frontmatterMissing from './frontmatter-missing.js';
import frontmatterType from './frontmatter-type.js';
import frontmatterUnclosed from './frontmatter-unclosed.js';
import frontmatterYaml from './frontmatter-yaml.js';
import interpreterMissing from './interpreter-missing.js';
import jsonSyntax from './json-syntax.js';
import jsonType from './json-type.js';
import manifestBlocks from './manifest-blocks.js';
import manifestUnreadable from './manifest-unreadable.js';
import metadataOsUnknown from './metadata-os-unknown.js';
import minVersionSyntax from './min-version-syntax.js';
import nameFormat from './name-format.js';
import nameRequired from './name-required.js';
import nativeNameNormalized from './native-name-normalized.js';
import nativeRequired from './native-required.js';
import nativeScopeInvalid from './native-scope-invalid.js';
import nativeToolClass from './native-tool-class.js';
import nativeToolImpl from './native-tool-impl.js';
import openclawField from './openclaw-field.js';
import packEscapesRoot from './pack-escapes-root.js';
import packHooksIgnored from './pack-hooks-ignored.js';
import packIdDerived from './pack-id-derived.js';
import packIdFallback from './pack-id-fallback.js';
import packIdMissing from './pack-id-missing.js';
import packLayoutUnknown from './pack-layout-unknown.js';
import packManifestInvalid from './pack-manifest-invalid.js';
import packMcpIgnored from './pack-mcp-ignored.js';
import packSignatureCoverage from './pack-signature-coverage.js';
import packSignatureFailed from './pack-signature-failed.js';
import packSkillJson from './pack-skill-json.js';
import packSkillsPath from './pack-skills-path.js';
import packUnsigned from './pack-unsigned.js';
import personaNameNonSnake from './persona-name-non-snake.js';
import personaPermissionMode from './persona-permission-mode.js';
import personaRequired from './persona-required.js';
import personaToolPattern from './persona-tool-pattern.js';
import personaToolUnknown from './persona-tool-unknown.js';
import providerAnthropic from './provider-anthropic.js';
import providerGemini from './provider-gemini.js';
import providerOpenaiStrict from './provider-openai-strict.js';
import repeatedKey from './repeated-key.js';
import requiresBinMissing from './requires-bin-missing.js';
import rootUnresolvable from './root-unresolvable.js';
import schemaDialectUnknown from './schema-dialect-unknown.js';
import schemaInvalid from './schema-invalid.js';
import schemaNotObject from './schema-not-object.js';
import schemaNumberRange from './schema-number-range.js';
import schemaTypeNotObject from './schema-type-not-object.js';
import schemaUnknownKeyword from './schema-unknown-keyword.js';
import symlinkedRoot from './symlinked-root.js';
import testArgsInvalid from './test-args-invalid.js';
import testFileInvalid from './test-file-invalid.js';
import testUnknownKey from './test-unknown-key.js';
import timeoutDefault from './timeout-default.js';
import timeoutLegacyCap from './timeout-legacy-cap.js';
import timeoutOverflow from './timeout-overflow.js';
import unknownKey from './unknown-key.js';
import walkError from './walk-error.js';

export type RuleGroup =
  | 'rejected'
  | 'never-runs'
  | 'differs'
  | 'schema'
  | 'provider'
  | 'facts'
  | 'examples'
  | 'tests'
  | 'frontmatter'
  | 'native'
  | 'profile'
  | 'persona'
  | 'pack';

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
  ['tests', [testFileInvalid, testUnknownKey, testArgsInvalid]],
  // SKILL.md, personas and packs (ecosystem.md 1-3).
  [
    'frontmatter',
    [docUnreadable, frontmatterMissing, frontmatterUnclosed, frontmatterLineTooLong, frontmatterYaml, frontmatterDuplicateKey, frontmatterType],
  ],
  [
    'native',
    [
      nativeRequired, nativeNameNormalized, activationConflict, activationModeUnknown, activationKeywordEmpty, nativeToolClass,
      nativeToolImpl, metadataOsUnknown, requiresBinMissing, minVersionSyntax, nativeScopeInvalid,
    ],
  ],
  [
    'profile',
    [agentskillsName, agentskillsDescription, agentskillsKey, agentskillsField, claudeCodeName, claudeCodeField, openclawField],
  ],
  ['persona', [personaRequired, personaPermissionMode, personaNameNonSnake, personaToolUnknown, personaToolPattern]],
  [
    'pack',
    [
      packLayoutUnknown, packManifestInvalid, packIdMissing, packIdFallback, packSkillsPath, packEscapesRoot, packHooksIgnored,
      packMcpIgnored, packSkillJson, packIdDerived, packUnsigned, packSignatureFailed, packSignatureCoverage,
    ],
  ],
];

export const RULES: readonly Rule[] = RULE_GROUPS.flatMap(([, rules]) => rules);
