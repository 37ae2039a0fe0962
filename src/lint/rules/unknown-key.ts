// manager.md 4: keys that match no field, not even case-insensitively,
// are dropped without a word; a typo such as `"timeout": 60` is lost and
// the default applies. Keys starting with `$` (editor annotations such as
// `$schema`) are taken as deliberate.
import { fromBStr } from '../../go/bytes.js';
import type { MissingEffect } from '../findings.js';
import { MANIFEST_FIELDS, type ManifestField } from '../../loader/manifest.js';
import { pointerOf } from '../../source/pointer.js';
import { defineRule } from '../rule.js';
import { closest } from '../suggest.js';
import { manifestFix, memberAt, renameKey } from '../fix.js';

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

/** Keys only an ongrid manifest has: a file with none of them and mostly other keys is another format's. */
const ONGRID_ONLY: ReadonlySet<ManifestField> = new Set(['entry', 'schema', 'env_allow', 'timeout_seconds', 'class', 'category']);
const FOREIGN_MIN_KEYS = 3;

export default defineRule({
  id: 'unknown-key',
  severity: 'warning',
  manifest(m, report) {
    const members = m.members();
    const unknown = members.filter((x) => !x.field && !x.member.key.startsWith('$'));
    const ongrid = members.some((x) => x.field && ONGRID_ONLY.has(x.field));
    if (!ongrid && unknown.length >= FOREIGN_MIN_KEYS && unknown.length > members.length - unknown.length) {
      // Another ecosystem's skill.json (a package or plugin manifest): one finding, not one per key.
      const keys = unknown.map((x) => fromBStr(x.member.key));
      report({ key: keys[0], foreign: { keys, registered: m.outcome.status === 'registered' } }, { pointer: '' });
      return;
    }
    for (const { member, field } of members) {
      if (field || member.key.startsWith('$')) continue;
      const key = fromBStr(member.key);
      const suggestion = closest(key, MANIFEST_FIELDS, ALIASES);
      const effect = suggestion && !m.field(suggestion) ? EFFECT[suggestion] : undefined;
      report({ key, suggestion, effect }, { pointer: pointerOf([member.key]), offset: member.keyStart });
    }
  },
  // Fix: rename the key to the one field it was meant for, when that field
  // is not set already (renaming would then drop or override a value) and
  // the key is not repeated (two values, one field: which one is a guess).
  // fix-plan.ts refuses it when the value is not of the field's type.
  fix({ m, args, where }) {
    const { suggestion } = args;
    const hit = m.file.tree && where.offset !== undefined ? memberAt(m.file.tree, where.offset) : undefined;
    if (!suggestion || !hit || hit.parent !== m.file.tree || m.field(suggestion)) return undefined;
    const member = hit.parent.members[hit.index];
    if (hit.parent.members.filter((mm) => mm.key === member.key).length > 1) return undefined;
    return manifestFix(m, `key \`${args.key}\` -> \`${suggestion}\``, [renameKey(member, suggestion)], [suggestion]);
  },
});
