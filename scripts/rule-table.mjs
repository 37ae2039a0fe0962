// `npm run docs:rules`: write docs/rules/ from the rules themselves (the
// built CLI's `rules --json`, the text `explain RULE` prints): one page per
// rule, docs/rules/<id>.md, and the index docs/rules/README.md with one
// table row per rule, grouped as the registry groups them. Adding a rule
// never means writing its page by hand. `--check` writes nothing and exits 1
// when a page is stale, missing or left over (the rule-pages test says the
// same).
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const TIER_WHERE = { load: 'scan, list, run and validate', validate: 'validate only' };
const INDEX = 'README.md';

/** The GitHub anchor of a heading: lower case, punctuation dropped, spaces as `-`. */
const anchor = (title) =>
  title
    .toLowerCase()
    .replace(/[^a-z0-9 _-]/g, '')
    .replace(/ /g, '-');

/** An example that holds no backtick reads best as code; one with backticks is already marked up. */
const example = (text) => (text.includes('`') ? [text] : ['```text', text, '```']);

/**
 * One rule's page: the sections `explain RULE` prints, with the same text.
 * `d` is a rule as `rules --json` gives it; `source` is its file's path
 * from the repository root.
 */
export function renderPage(d, source) {
  const level = d.enabled ? `**${d.level}** by default` : `**${d.level}**: off until asked for (\`--providers\`, \`--profile\` or the config)`;
  return [
    `# \`${d.id}\``,
    '',
    `<!-- Written by npm run docs:rules from ${source}: edit the rule, not this page. -->`,
    '',
    `${level}; tier ${d.tier} (${TIER_WHERE[d.tier]}). Group: [${d.groupTitle}](${INDEX}#${anchor(d.groupTitle)}).`,
    '',
    '## What it finds',
    '',
    d.help,
    '',
    '## Why it matters',
    '',
    d.why,
    '',
    '## How to fix',
    '',
    d.howto,
    '',
    '## Example',
    '',
    ...example(d.example),
    '',
    '## Level',
    '',
    `\`--rule ${d.id}=off|warn|error\`, or \`"rules": {"${d.id}": "off"}\` in the config. The rule: [${source}](../../${source}).`,
    '',
  ].join('\n');
}

/** The index: what levels and tiers mean, then per group its heading and one row per rule, in registry order. */
export function renderIndex(docs) {
  const lines = [
    '# Rules',
    '',
    '<!-- Written by npm run docs:rules from src/lint/rules/: edit the rules, not this page. -->',
    '',
    'Every finding of `validate` names its rule. A rule has an id (its file under',
    '`src/lint/rules/`, its config key, its `--rule` value and the tag in the',
    'output), a default level and a tier. `error` fails the run; `warn` fails it',
    'under `--strict` or past `--max-warnings N`; `info` never changes the exit',
    'status; `off (warn)` is off until `--providers`, `--profile` or the config',
    'asks for it. Tier `load` rules need only the loader\'s verdict, so `scan`,',
    '`list` and `run` show their findings too; tier `validate` rules run in',
    '`validate` only. Levels, and the severity policy every rule follows: see',
    '[validate](../commands/validate.md). `ongrid-skills explain RULE` prints a',
    'rule\'s page.',
  ];
  const groups = [];
  for (const d of docs) if (!groups.includes(d.group)) groups.push(d.group);
  for (const g of groups) {
    const rules = docs.filter((d) => d.group === g);
    lines.push('', `## ${rules[0].groupTitle}`, '', '| rule | default | tier | finds |', '| --- | --- | --- | --- |');
    for (const d of rules) lines.push(`| [\`${d.id}\`](${d.id}.md) | ${d.level} | ${d.tier} | ${d.help.replace(/\|/g, '\\|')} |`);
  }
  return lines.join('\n') + '\n';
}

/** Each rule's file under src/lint/rules/, by id (a rule's file is named after its id). */
export function ruleSources(root) {
  const out = new Map();
  const base = path.join(root, 'src/lint/rules');
  for (const dir of readdirSync(base, { withFileTypes: true })) {
    if (!dir.isDirectory()) continue;
    for (const f of readdirSync(path.join(base, dir.name))) if (f.endsWith('.ts')) out.set(f.slice(0, -3), `src/lint/rules/${dir.name}/${f}`);
  }
  return out;
}

/** Every file docs/rules/ must hold, by name, for these rules. Throws for a rule with no file of its name. */
export function renderRuleDocs(docs, sources) {
  const files = new Map([[INDEX, renderIndex(docs)]]);
  for (const d of docs) {
    const source = sources.get(d.id);
    if (!source) throw new Error(`rule ${d.id}: no file src/lint/rules/*/${d.id}.ts`);
    files.set(`${d.id}.md`, renderPage(d, source));
  }
  return files;
}

/** What differs between docs/rules/ on disk and `files`: names stale, missing, or left over. */
export function staleRuleDocs(dir, files) {
  const have = existsSync(dir) ? readdirSync(dir).filter((f) => f.endsWith('.md')) : [];
  const stale = [...files].filter(([name, text]) => !have.includes(name) || readFileSync(path.join(dir, name), 'utf8') !== text).map(([name]) => name);
  const extra = have.filter((f) => !files.has(f));
  return { stale, extra };
}

function main(argv) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const dir = path.join(root, 'docs/rules');
  const json = execFileSync(process.execPath, [path.join(root, 'bin/ongrid-skills.js'), 'rules', '--json'], { encoding: 'utf8' });
  const files = renderRuleDocs(JSON.parse(json), ruleSources(root));
  const { stale, extra } = staleRuleDocs(dir, files);
  if (argv.includes('--check')) {
    if (stale.length + extra.length === 0) return 0;
    process.stderr.write(`docs/rules/ is out of date (${[...stale, ...extra.map((f) => `${f}, no rule`)].join(', ')}): run npm run docs:rules\n`);
    return 1;
  }
  mkdirSync(dir, { recursive: true });
  for (const name of stale) {
    const file = path.join(dir, name);
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, files.get(name));
    renameSync(tmp, file);
  }
  for (const name of extra) rmSync(path.join(dir, name));
  process.stdout.write(stale.length + extra.length === 0 ? 'docs/rules/ is up to date\n' : `docs/rules/: ${stale.length} written, ${extra.length} removed\n`);
  return 0;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  try {
    process.exitCode = main(process.argv.slice(2));
  } catch (e) {
    process.stderr.write(`docs:rules: ${e instanceof Error ? e.message : String(e)}\n`);
    process.exitCode = 2;
  }
}
