// Another ecosystem's skill.json, said once with the manager's own loader verdict in place of one unknown-key per
// key. Info: the manager's refusal is its own error, unchanged.
import { fromBStr } from '../../../go/bytes.js';
import type { JsonMember } from '../../../go/gojson.js';
import type { ManifestField } from '../../../loader/manifest.js';
import { code } from '../../../words.js';
import { defineRule } from '../../rule.js';
import type { ManifestContext } from '../../rule.js';

/** Keys only an ongrid manifest has: a file with none of them and mostly other keys is another format's. */
const ONGRID_ONLY: ReadonlySet<ManifestField> = new Set(['entry', 'schema', 'env_allow', 'timeout_seconds', 'class', 'category']);
const FOREIGN_MIN_KEYS = 3;
/** Keys of other skill.json formats met in skill folders (ClawHub, OpenClaw, npm, agent toolkits); not a manager key's typo. */
const OTHER_FORMAT_KEYS: ReadonlySet<string> = new Set([
  'slug', 'version', 'runtime', 'config', 'hooks', 'capabilities', 'mcp', 'commands', 'author', 'authors', 'keywords', 'triggers', 'tags',
  'license', 'repository', 'homepage', 'emoji', 'icon', 'readme', 'features', 'displayName', 'summary', 'dependencies', 'engines',
  'permissions', 'platforms', 'scripts', 'files', 'openclaw', 'clawdbot', 'moltbot', 'tools', 'prompts', 'type', 'inputs', 'outputs',
]);
/** The file `ongrid-skills schema` writes; a `$schema` naming anything else is another tool's. */
const OWN_SCHEMA = /skill\.schema\.json$/;

/** A key the manager ignores, or another tool's `$schema`. */
function isForeign({ member, field }: { member: JsonMember; field?: ManifestField }): boolean {
  if (field) return false;
  if (!member.key.startsWith('$')) return true;
  return fromBStr(member.key) === '$schema' && member.value.kind === 'string' && !OWN_SCHEMA.test(fromBStr(member.value.value));
}

/** The keys that make `m` another ecosystem's manifest, in file order; undefined for an ongrid one. With an `entry`
 * they must outnumber the manager's keys; without one, under `loose`, one is enough. */
export function foreignKeys(m: ManifestContext, loose = false): string[] | undefined {
  const members = m.members();
  // Asked of every manifest, twice: one without such a key, the usual, makes no list.
  if (!members.some(isForeign)) return undefined;
  const foreign = members.filter(isForeign);
  const own = members.length - foreign.length;
  if (loose) {
    const hasEntry = members.some((x) => x.field === 'entry');
    const other = foreign.filter((x) => OTHER_FORMAT_KEYS.has(fromBStr(x.member.key))).length;
    if (foreign.length === 0 || (hasEntry && other <= own)) return undefined;
  } else if (members.some((x) => x.field && ONGRID_ONLY.has(x.field)) || foreign.length < FOREIGN_MIN_KEYS || foreign.length <= own) {
    return undefined;
  }
  return foreign.map((x) => fromBStr(x.member.key));
}

/** What the manager does with the file, in its loader's words: only a build or decode error comes with such keys. */
export function verdictOf(m: ManifestContext): string {
  const o = m.outcome;
  if (o.status === 'build-error') return `refuses it (its loader line: ${fromBStr(o.message)})`;
  if (o.status === 'decode-error') return `refuses it (its loader line: ${o.error.message})`;
  return o.status === 'registered' ? 'loads it and ignores those keys' : 'does not load it';
}

export type Args = { keys: string[]; verdict: string; hasEntry?: true };

/** The finding's data: the keys, the manager's verdict, and whether it has an entry all the same. */
export function foreignArgs(m: ManifestContext, keys: string[]): Args {
  return m.field('entry') === undefined ? { keys, verdict: verdictOf(m) } : { keys, verdict: verdictOf(m), hasEntry: true };
}

export default defineRule<'manifest-foreign', Args>({
  id: 'manifest-foreign',
  severity: 'info',
  manifest(m, report) {
    const keys = foreignKeys(m);
    if (keys) report(foreignArgs(m, keys), { pointer: '' });
  },
  why: "A package.json-like or plugin manifest named skill.json sits where the manager looks for skills: it reads it as a skill manifest and ignores every key it does not know. One finding says so, in place of one unknown-key per key, which would read as typos to fix.",
  howto: 'Move the file out of the skills folder (or rename it), or write an ongrid manifest: name, description, entry.',
  example: '{"name": "pdf-tools", "version": "1.2.0", "author": "someone", "main": "index.js"}',
  help: "a skill.json of another ecosystem (an OpenClaw or npm-style metadata file: no entry, or more keys like version, runtime, hooks, keywords than manifest keys): said once, with what the manager would do where its folder is an allowlist root, in place of one finding per key (under --profile ongrid: none of entry, schema, env_allow, timeout_seconds, class, category and mostly other keys)",
  message(a) {
    const shown = a.keys.slice(0, 6).map(code).join(', ') + (a.keys.length > 6 ? `, and ${a.keys.length - 6} more` : '');
    return `this skill.json is not an ongrid manifest: ${shown} ${a.keys.length === 1 ? 'is another format\'s key' : 'are another format\'s keys'}${a.hasEntry ? '' : ', and it has no entry'}; where its folder is an allowlist root the manager ${a.verdict}; move it out of the skills folder, or write an ongrid manifest`;
  },
});
