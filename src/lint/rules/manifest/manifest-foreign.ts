// A skill.json that plainly belongs to another ecosystem (a package or
// plugin manifest dropped in a skills folder): none of the keys only an
// ongrid manifest has (entry, schema, env_allow, timeout_seconds, class,
// category), and mostly keys the manager ignores, or a `$schema` of another
// tool. Said once, with the manager's own verdict from its loader line, in
// place of one unknown-key per key, which would read as typos to fix
// (issue 10, item 7). Info: the manager's refusal (entry-required and the
// like) is its own error, unchanged; this finding explains it.
import { fromBStr } from '../../../go/bytes.js';
import type { ManifestField } from '../../../loader/manifest.js';
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';
import type { ManifestContext } from '../../rule.js';

/** Keys only an ongrid manifest has: a file with none of them and mostly other keys is another format's. */
const ONGRID_ONLY: ReadonlySet<ManifestField> = new Set(['entry', 'schema', 'env_allow', 'timeout_seconds', 'class', 'category']);
const FOREIGN_MIN_KEYS = 3;
/** The file `ongrid-skills schema` writes; a `$schema` naming anything else is another tool's. */
const OWN_SCHEMA = /skill\.schema\.json$/;

/**
 * The keys that make `m` another ecosystem's manifest, in file order;
 * undefined when it is an ongrid one. `loose` (each file under its own
 * ecosystem): one key of another format and none only ongrid has is enough.
 */
export function foreignKeys(m: ManifestContext, loose = false): string[] | undefined {
  const members = m.members();
  // Loose: only `entry` (the key the manager cannot do without) says it is an ongrid manifest.
  if (members.some((x) => x.field && (loose ? x.field === 'entry' : ONGRID_ONLY.has(x.field)))) return undefined;
  const foreign = members.filter(({ member, field }) => {
    if (field) return false;
    if (!member.key.startsWith('$')) return true;
    return fromBStr(member.key) === '$schema' && member.value.kind === 'string' && !OWN_SCHEMA.test(fromBStr(member.value.value));
  });
  if (loose ? foreign.length === 0 : foreign.length < FOREIGN_MIN_KEYS || foreign.length <= members.length - foreign.length) return undefined;
  return foreign.map((x) => fromBStr(x.member.key));
}

/**
 * What the manager does with the file, in its loader's words. Only a build
 * or decode error can come with such keys: without an entry the build
 * fails (entry required, or an earlier check), and an unread file has none.
 */
export function verdictOf(m: ManifestContext): string {
  const o = m.outcome;
  if (o.status === 'build-error') return `refuses it (its loader line: ${fromBStr(o.message)})`;
  if (o.status === 'decode-error') return `refuses it (its loader line: ${o.error.message})`;
  return o.status === 'registered' ? 'loads it and ignores those keys' : 'does not load it';
}

export type Args = { keys: string[]; verdict: string };

export default defineRule<'manifest-foreign', Args>({
  id: 'manifest-foreign',
  severity: 'info',
  manifest(m, report) {
    const keys = foreignKeys(m);
    if (keys) report({ keys, verdict: verdictOf(m) }, { pointer: '' });
  },
  why: "A package.json-like or plugin manifest named skill.json sits where the manager looks for skills: it reads it as a skill manifest and ignores every key it does not know. One finding says so, in place of one unknown-key per key, which would read as typos to fix.",
  howto: 'Move the file out of the skills folder (or rename it), or write an ongrid manifest: name, description, entry.',
  example: '{"name": "pdf-tools", "version": "1.2.0", "author": "someone", "main": "index.js"}',
  help: "a skill.json of another ecosystem (an OpenClaw or npm-style metadata file: no entry, keys like version, author, keywords): said once, with what the manager would do where its folder is an allowlist root, in place of one finding per key (under --profile ongrid: none of entry, schema, env_allow, timeout_seconds, class, category and mostly other keys)",
  message(a) {
    const shown = a.keys.slice(0, 6).map(code).join(', ') + (a.keys.length > 6 ? `, and ${a.keys.length - 6} more` : '');
    return `this skill.json is not an ongrid manifest: ${shown} ${a.keys.length === 1 ? 'is another format\'s key' : 'are another format\'s keys'}, and it has no entry; where its folder is an allowlist root the manager ${a.verdict}; move it out of the skills folder, or write an ongrid manifest`;
  },
});
