// docs/manager.md#decoding: a key matching no field, even case-insensitively, is dropped silently with its value.
// `$` keys are deliberate; another ecosystem's skill.json gets one manifest-foreign finding instead.
import { fromBStr } from '../../../go/bytes.js';
import { foreignKeys } from './manifest-foreign.js';
import { MANIFEST_FIELDS, type ManifestField } from '../../../loader/manifest.js';
import { pointerOf } from '../../../source/pointer.js';
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';
import { closest } from '../../../suggest.js';
import { manifestFix, memberAt, renameKey } from '../../fix/fix.js';

const ALIASES: Record<string, ManifestField> = {
  timeout: 'timeout_seconds',
  timeoutsec: 'timeout_seconds',
  timeoutsecs: 'timeout_seconds',
  timeouts: 'timeout_seconds',
  timeoutms: 'timeout_seconds',
  env: 'env_allow',
  envs: 'env_allow',
  environment: 'env_allow',
  envvars: 'env_allow',
  allowenv: 'env_allow',
  envallowlist: 'env_allow',
  envwhitelist: 'env_allow',
  params: 'schema',
  parameters: 'schema',
  inputschema: 'schema',
  args: 'schema',
  arguments: 'schema',
  command: 'entry',
  cmd: 'entry',
  exec: 'entry',
  executable: 'entry',
  run: 'entry',
  script: 'entry',
  main: 'entry',
  program: 'entry',
  desc: 'description',
  summary: 'description',
  id: 'name',
  key: 'name',
  title: 'name',
  kind: 'class',
  permission: 'class',
  risk: 'class',
  group: 'category',
  categories: 'category',
};

/** What the manager does when a field the author meant to set is missing. */
type MissingEffect = 'required' | 'timeout' | 'env' | 'schema' | 'class' | 'category';

const EFFECT: Record<ManifestField, MissingEffect> = {
  name: 'required',
  description: 'required',
  entry: 'required',
  timeout_seconds: 'timeout',
  env_allow: 'env',
  schema: 'schema',
  class: 'class',
  category: 'category',
};

const MISSING_EFFECT: Record<MissingEffect, (field: string) => string> = {
  required: (f) => `, so ${code(f)} is missing and the skill is rejected (${f} required)`,
  timeout: () => ' and uses 30 s',
  env: () => ' and the skill runs with an empty environment (no PATH, HOME, LANG)',
  schema: () => ' and the model gets an empty parameter schema',
  class: () => ' and the class defaults to safe',
  category: () => ' and the category defaults to external',
};

export type Args = {
  key: string;
  suggestion?: ManifestField;
  effect?: MissingEffect;
};

export default defineRule<'unknown-key', Args>({
  id: 'unknown-key',
  severity: 'warning',
  manifest(m, report) {
    // Another ecosystem's skill.json is said once, by manifest-foreign, when that rule is on.
    if (m.ruleOn('manifest-foreign') && foreignKeys(m)) return;
    const members = m.members();
    // Past the cap the findings are only counted: no "did you mean" is worked out for them.
    let shown = true;
    for (const { member, field } of members) {
      if (field || member.key.startsWith('$')) continue;
      const key = fromBStr(member.key);
      const suggestion: ManifestField | undefined = shown ? closest(key, MANIFEST_FIELDS, ALIASES) : undefined;
      const effect: MissingEffect | undefined = suggestion && !m.field(suggestion) ? EFFECT[suggestion] : undefined;
      shown = report({ key, suggestion, effect }, { pointer: pointerOf([member.key]), offset: member.keyStart }) !== false;
    }
  },
  // Fix: rename the key to the one field it was meant for, unless that field is set (a value would be lost) or the
  // key repeats (which value is a guess); fix-plan.ts refuses a value not of the field's type.
  fix({ m, args, where }) {
    const { suggestion } = args;
    const hit = m.file.tree && where.offset !== undefined ? memberAt(m.file.tree, where.offset) : undefined;
    if (!suggestion || !hit || hit.parent !== m.file.tree || m.field(suggestion)) return undefined;
    const member = hit.parent.members[hit.index];
    if (hit.parent.members.filter((mm) => mm.key === member.key).length > 1) return undefined;
    return manifestFix(m, `key \`${args.key}\` -> \`${suggestion}\``, [renameKey(member, suggestion)], [suggestion]);
  },
  why: 'Go drops keys that match no field without a word: `"timeout": 60` is lost and the skill gets the 30 s default, `"env": [...]` gives it an empty environment.',
  howto: 'Spell the field as the manifest reference (docs/manifest.md) lists it; `validate --fix` renames a key to its one "did you mean".',
  example: '{"name": "x", "description": "d", "entry": "run.sh", "timeout": 60}',
  help: 'a key the manager ignores, with "did you mean"',
  message(a) {
    const { key, suggestion, effect } = a;
    const list = 'name, description, schema, entry, env_allow, timeout_seconds, class, category';
    if (!suggestion) return `${code(key)} is not a manifest key; the manager ignores it (the keys are ${list})`;
    return `${code(key)} is not a manifest key; the manager ignores it${effect ? MISSING_EFFECT[effect](suggestion) : ''}. Did you mean ${code(suggestion)}?`;
  },
});
