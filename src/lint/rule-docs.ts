// What `rules`, `explain RULE`, SARIF and the README say about a rule, from the rule object and, where it says nothing
// more, its group: the docs cannot drift from the rules.
import { RULE_GROUPS, type RuleGroup } from './rules/index.js';
import { type Rule, type Severity, onByDefault } from './rule.js';
import { packageInfo } from '../package-info.js';

/** The rule's page (docs/rules/ID.md) at the repository package.json names; none when unknown, as a link is printed
 * only when it resolves. */
export function ruleUri(id: string): string | undefined {
  const { web, directory } = packageInfo();
  return web === undefined ? undefined : `${web}/blob/HEAD/${directory ? `${directory}/` : ''}docs/rules/${id}.md`;
}

export type Tier = 'load' | 'validate';
export const tierOf = (rule: Rule): Tier => (rule.tier === 'load' ? 'load' : 'validate');

const LEVEL: Record<Severity, string> = { error: 'error', warning: 'warn', info: 'info' };
/** The default level as the README's table writes it: `warn`, or `off (warn)` for a rule off until asked for. */
export const defaultLevel = (rule: Rule): string => (onByDefault(rule) ? LEVEL[rule.severity] : `off (${LEVEL[rule.severity]})`);

/** The heading row of a group in the README's rule tables (`npm run docs:rules` writes them). */
const GROUP_TITLE: Record<RuleGroup, string> = {
  rejected: 'The manager rejects or skips it',
  'never-runs': 'It loads, but can never run',
  differs: 'It loads, but not as written',
  schema: 'The schema',
  provider: 'Model providers (off unless `--providers` names them)',
  facts: 'What the model sees, and timeouts',
  examples: 'Example arguments',
  tests: 'Golden test files (`tests/*.test.json` next to skill.json, what [`test`](#test) runs)',
  frontmatter: 'Frontmatter (SKILL.md and personas)',
  native: 'SKILL.md as the manager reads it (profile ongrid)',
  profile: 'SKILL.md written for other ecosystems',
  persona: 'Personas',
  pack: 'Packs',
  marketplace: 'Claude Code marketplaces',
  ecosystem: 'Documents written for another ecosystem',
  content: 'What the model reads (SKILL.md, agent and command bodies)',
  plugin: 'Claude Code plugins',
};

const GROUP_WHY: Record<RuleGroup, string> = {
  rejected: 'The manager refuses the skill at boot: it is not registered, its loader line says why, and no caller can reach it.',
  'never-runs': 'The manager registers the skill and shows it to callers, but every call fails: nothing at boot tells you.',
  differs: 'The manager does something other than what the manifest seems to say, without an error: the difference shows only at run time.',
  schema: "The schema is the agent tool's parameter schema, handed to the model as written: a broken one drops the tool or breaks the provider request.",
  provider: "A provider checks tool schemas more strictly than the manager: the request to that provider fails while the manager's boot is clean.",
  facts: 'A fact about how the manager treats the skill that the manifest does not make obvious (timeouts, what the agent sees).',
  examples: "The skill's examples are documentation an author keeps next to the schema; the manager never reads them.",
  tests: 'The golden tests (`ongrid-skills test`) are the skill\'s own check; a file `test` refuses checks nothing.',
  frontmatter:
    "Every ecosystem finds a skill's or agent's name and description in its YAML frontmatter: without it, or when it is not YAML, the skill is refused or loses its description (the ongrid manager reads it with yaml.v3 into its own struct types and refuses what they refuse; OpenClaw falls back to reading it line by line; spec validators refuse it).",
  native: 'The manager loads the SKILL.md skill, but a field does not do what it seems to.',
  profile: 'A SKILL.md written for another ecosystem (told per file by its container or keys, or named for all with --profile) is checked by that ecosystem\'s rules; the manager does not apply them.',
  persona: 'The manager reads personas from their frontmatter; a field it does not understand is dropped or refused.',
  pack: "The manager's marketplace installs packs by layout and signature; what it cannot recognise or verify is refused or ignored.",
  marketplace:
    "A .claude-plugin/marketplace.json is Claude Code's catalogue of plugins (https://code.claude.com/docs/en/plugin-marketplaces); the manager does not read it, but Claude Code refuses a file or an entry its schema rejects, and a plugin whose folder is missing cannot be installed.",
  ecosystem: 'Each document is checked under the ecosystem it is written for; what the ongrid manager would do with a foreign one is a note for the operator who installs it.',
  content: 'The body of a skill, agent or command is what the model reads: a broken link or a hidden character changes what it is told, in every ecosystem.',
  plugin: "A Claude Code plugin's files are read by Claude Code (https://code.claude.com/docs/en/plugins-reference); a file it cannot read drops the plugin or the part.",
};

const GROUP_HOWTO: Record<RuleGroup, string> = {
  rejected: 'Correct the manifest or the file it names; `ongrid-skills scan DIR` must then show the skill as registered.',
  'never-runs': 'Make the entry a program the kernel can execute; `ongrid-skills run NAME` must then succeed.',
  differs: 'Write what the manager reads: the message names the spelling or value it uses.',
  schema: 'Correct the schema so it is a valid JSON Schema object of the dialect it declares.',
  provider: 'Change the schema to the subset that provider accepts, or do not ask for that provider.',
  facts: 'Nothing to fix if that is what you meant; otherwise set the field the message names.',
  examples: 'Make the example satisfy the schema, or the schema accept the example.',
  tests: 'Correct the test file as the message says; `ongrid-skills test` must then run it.',
  frontmatter: 'Start the file with a `---` line and correct the frontmatter between the `---` lines so it is YAML (quote a value holding `: `) of the types the ecosystem reads.',
  native: 'Set the field to one of the values the message names.',
  profile: 'Follow that ecosystem\'s specification; if the file is written for another one, say so with a `profiles` entry in the config (`validate --explain-profile FILE` shows the pick).',
  persona: 'Correct the persona\'s frontmatter as the message says.',
  pack: 'Correct the pack as the message says; `ongrid-skills pack verify DIR` shows the manager\'s verdict on its signature.',
  marketplace: 'Correct marketplace.json as the message says; `claude plugin validate DIR` is Claude Code\'s own check of it.',
  ecosystem: 'Run `validate --profile ongrid` on the folder before installing it into ongrid.',
  content: 'Correct the body as the message says.',
  plugin: 'Correct the plugin file as the message says; `claude plugin validate DIR` is Claude Code\'s own check.',
};

const GROUP_OF = new Map<string, RuleGroup>(RULE_GROUPS.flatMap(([g, rules]) => rules.map((r) => [r.id, g] as const)));

export interface RuleDoc {
  id: string;
  level: string;
  severity: Severity;
  enabled: boolean;
  tier: Tier;
  group: RuleGroup;
  groupTitle: string;
  help: string;
  why: string;
  howto: string;
  example: string;
  uri?: string;
}

export function ruleDoc(rule: Rule): RuleDoc {
  const group = GROUP_OF.get(rule.id) ?? 'facts';
  return {
    id: rule.id,
    level: defaultLevel(rule),
    severity: rule.severity,
    enabled: onByDefault(rule),
    tier: tierOf(rule),
    group,
    groupTitle: GROUP_TITLE[group],
    help: rule.help,
    why: rule.why ?? GROUP_WHY[group],
    howto: rule.howto ?? GROUP_HOWTO[group],
    example: rule.example ?? `fixtures/validate/${rule.id}/ in the repository: \`ongrid-skills validate fixtures/validate/${rule.id}/bad\``,
    uri: ruleUri(rule.id),
  };
}
