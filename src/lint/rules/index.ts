// Every validate rule in documentation order: the only registry. A rule's id is its file name, config key,
// `--rule` value and `[rule-id]` tag.
import type { Rule } from '../rule.js';
import activationConflict from './native/activation-conflict.js';
import activationKeywordEmpty from './native/activation-keyword-empty.js';
import activationModeUnknown from './native/activation-mode-unknown.js';
import agentInvisibleClass from './run/agent-invisible-class.js';
import agentToolName from './manifest/agent-tool-name.js';
import agentskillsDescription from './profile/agentskills-description.js';
import agentskillsField from './profile/agentskills-field.js';
import agentskillsKey from './profile/agentskills-key.js';
import agentskillsName from './profile/agentskills-name.js';
import bom from './manifest/bom.js';
import builtinName from './manifest/builtin-name.js';
import checkFailed from './manifest/check-failed.js';
import caseInsensitiveKey from './manifest/case-insensitive-key.js';
import classInvalid from './manifest/class-invalid.js';
import claudeCodeField from './profile/claude-code-field.js';
import claudeCodeKey from './profile/claude-code-key.js';
import claudeCodeName from './profile/claude-code-name.js';
import colonJoinedDirs from './manifest/colon-joined-dirs.js';
import descriptionBlank from './run/description-blank.js';
import descriptionLong from './run/description-long.js';
import descriptionRequired from './manifest/description-required.js';
import docUnreadable from './native/doc-unreadable.js';
import dotdotPrefixedPath from './manifest/dotdot-prefixed-path.js';
import duplicateName from './manifest/duplicate-name.js';
import entryEscapesRoot from './manifest/entry-escapes-root.js';
import entryIsDirectory from './run/entry-is-directory.js';
import entryNoShebang from './run/entry-no-shebang.js';
import entryNoexec from './run/entry-noexec.js';
import entryNotExecutable from './run/entry-not-executable.js';
import entrySetuid from './run/entry-setuid.js';
import entryRequired from './manifest/entry-required.js';
import entryUnresolvable from './manifest/entry-unresolvable.js';
import envShebangNoPath from './run/env-shebang-no-path.js';
import exampleInvalid from './run/example-invalid.js';
import readEscapesTree from './run/read-escapes-tree.js';
import frontmatterDuplicateKey from './native/frontmatter-duplicate-key.js';
import frontmatterLineTooLong from './native/frontmatter-line-too-long.js';
import frontmatterMissing from './native/frontmatter-missing.js';
import frontmatterType from './native/frontmatter-type.js';
import frontmatterUnclosed from './native/frontmatter-unclosed.js';
import frontmatterYaml from './native/frontmatter-yaml.js';
import interpreterMissing from './run/interpreter-missing.js';
import containerNoAccess from './target/container-no-access.js';
import entryHostPath from './target/entry-host-path.js';
import pythonImportMissing from './target/python-import-missing.js';
import jsonSyntax from './manifest/json-syntax.js';
import jsonType from './manifest/json-type.js';
import manifestBlocks from './manifest/manifest-blocks.js';
import marketplaceInvalid from './marketplace/marketplace-invalid.js';
import marketplacePluginInvalid from './marketplace/marketplace-plugin-invalid.js';
import marketplacePluginPath from './marketplace/marketplace-plugin-path.js';
import manifestUnreadable from './manifest/manifest-unreadable.js';
import metadataOsUnknown from './native/metadata-os-unknown.js';
import minVersionSyntax from './native/min-version-syntax.js';
import nameFormat from './manifest/name-format.js';
import nameRequired from './manifest/name-required.js';
import nativeNameNormalized from './native/native-name-normalized.js';
import nativeRequired from './native/native-required.js';
import nativeScopeInvalid from './native/native-scope-invalid.js';
import nativeToolClass from './native/native-tool-class.js';
import nativeToolImpl from './native/native-tool-impl.js';
import openclawField from './profile/openclaw-field.js';
import packEscapesRoot from './pack/pack-escapes-root.js';
import packHooksIgnored from './pack/pack-hooks-ignored.js';
import packIdDerived from './pack/pack-id-derived.js';
import packIdFallback from './pack/pack-id-fallback.js';
import packIdMissing from './pack/pack-id-missing.js';
import packLayoutUnknown from './pack/pack-layout-unknown.js';
import packManifestInvalid from './pack/pack-manifest-invalid.js';
import packMcpIgnored from './pack/pack-mcp-ignored.js';
import packSignatureCoverage from './pack/pack-signature-coverage.js';
import packSignatureFailed from './pack/pack-signature-failed.js';
import packSkillJson from './pack/pack-skill-json.js';
import packSkillsPath from './pack/pack-skills-path.js';
import packUnsigned from './pack/pack-unsigned.js';
import personaNameNonSnake from './persona/persona-name-non-snake.js';
import personaPermissionMode from './persona/persona-permission-mode.js';
import personaRequired from './persona/persona-required.js';
import personaToolPattern from './persona/persona-tool-pattern.js';
import personaToolUnknown from './persona/persona-tool-unknown.js';
import providerAnthropic from './provider/provider-anthropic.js';
import providerGemini from './provider/provider-gemini.js';
import providerOpenaiStrict from './provider/provider-openai-strict.js';
import repeatedKey from './manifest/repeated-key.js';
import requiresBinMissing from './native/requires-bin-missing.js';
import rootUnresolvable from './manifest/root-unresolvable.js';
import schemaDialectUnknown from './schema/schema-dialect-unknown.js';
import schemaInvalid from './schema/schema-invalid.js';
import schemaPatternBacktracking from './schema/schema-pattern-backtracking.js';
import schemaNotObject from './schema/schema-not-object.js';
import schemaNumberRange from './schema/schema-number-range.js';
import schemaTypeNotObject from './schema/schema-type-not-object.js';
import schemaUnknownKeyword from './schema/schema-unknown-keyword.js';
import symlinkedRoot from './manifest/symlinked-root.js';
import testArgsInvalid from './run/test-args-invalid.js';
import testFileInvalid from './run/test-file-invalid.js';
import testUnknownKey from './run/test-unknown-key.js';
import timeoutDefault from './run/timeout-default.js';
import timeoutLegacyCap from './run/timeout-legacy-cap.js';
import timeoutOverflow from './run/timeout-overflow.js';
import unknownKey from './manifest/unknown-key.js';
import manifestForeign from './manifest/manifest-foreign.js';
import walkError from './manifest/walk-error.js';
import ongridWouldRefuse from './ecosystem/ongrid-would-refuse.js';
import bodyBidiControl from './content/body-bidi-control.js';
import bodyInvisibleChar from './content/body-invisible-char.js';
import bodyLinkMissing from './content/body-link-missing.js';
import skillBodyLong from './content/skill-body-long.js';
import pluginHooksInvalid from './plugin/plugin-hooks-invalid.js';
import pluginManifestInvalid from './plugin/plugin-manifest-invalid.js';
import openclawPluginRequired from './plugin/openclaw-plugin-required.js';
import pluginPathMissing from './plugin/plugin-path-missing.js';

export type RuleGroup = (typeof GROUPS)[number][0];

const GROUPS = [
  [
    'rejected',
    [
      manifestUnreadable, manifestBlocks, walkError, checkFailed, bom, jsonSyntax, jsonType, nameRequired, nameFormat,
      descriptionRequired, entryRequired, entryUnresolvable, rootUnresolvable, entryEscapesRoot, dotdotPrefixedPath,
      classInvalid, duplicateName, builtinName, manifestForeign,
    ],
  ],
  [
    'never-runs',
    [entryIsDirectory, entryNotExecutable, entryNoexec, entryNoShebang, interpreterMissing, envShebangNoPath, containerNoAccess, entryHostPath, pythonImportMissing],
  ],
  ['differs', [unknownKey, caseInsensitiveKey, repeatedKey, agentToolName, symlinkedRoot, colonJoinedDirs, entrySetuid]],
  ['schema', [schemaNotObject, schemaNumberRange, schemaInvalid, schemaPatternBacktracking, schemaDialectUnknown, schemaTypeNotObject, schemaUnknownKeyword]],
  ['provider', [providerOpenaiStrict, providerAnthropic, providerGemini]],
  ['facts', [agentInvisibleClass, timeoutLegacyCap, timeoutDefault, timeoutOverflow, descriptionBlank, descriptionLong]],
  ['examples', [readEscapesTree, exampleInvalid]],
  ['tests', [testFileInvalid, testUnknownKey, testArgsInvalid]],
  // SKILL.md, personas and packs (docs/ecosystems.md#native-skills, #personas, #packs).
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
    [agentskillsName, agentskillsDescription, agentskillsKey, agentskillsField, claudeCodeName, claudeCodeField, claudeCodeKey, openclawField],
  ],
  ['persona', [personaRequired, personaPermissionMode, personaNameNonSnake, personaToolUnknown, personaToolPattern]],
  [
    'pack',
    [
      packLayoutUnknown, packManifestInvalid, packIdMissing, packIdFallback, packSkillsPath, packEscapesRoot, packHooksIgnored,
      packMcpIgnored, packSkillJson, packIdDerived, packUnsigned, packSignatureFailed, packSignatureCoverage,
    ],
  ],
  // Claude Code's plugin marketplaces: the manager does not read them.
  ['marketplace', [marketplaceInvalid, marketplacePluginInvalid, marketplacePluginPath]],
  ['ecosystem', [ongridWouldRefuse]],
  ['content', [bodyBidiControl, bodyInvisibleChar, bodyLinkMissing, skillBodyLong]],
  ['plugin', [pluginManifestInvalid, pluginPathMissing, pluginHooksInvalid, openclawPluginRequired]],
] as const;

export type RegisteredRule = (typeof GROUPS)[number][1][number];

export const RULE_GROUPS: ReadonlyArray<readonly [RuleGroup, readonly Rule[]]> = GROUPS;

export const RULES: readonly Rule[] = RULE_GROUPS.flatMap(([, rules]) => rules);
