// `npm run docs:rules`: rewrite the README's rule tables from the rules
// themselves (the built CLI's `rules --json`), so adding a rule never means
// editing the README by hand. Each table sits between
//   <!-- rules:begin groups=GROUP,GROUP,... -->  and  <!-- rules:end -->
// and holds, per group in the marker's order, the group's heading row and
// one row per rule in registry order. `--check` writes nothing and exits 1
// when the README differs (the README test says the same).
import { execFileSync } from 'node:child_process';
import { readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const BEGIN = /^<!-- rules:begin groups=([a-z0-9,-]+) -->$/;
const END = '<!-- rules:end -->';

const row = (d) => `| <a id="rule-${d.id}"></a>\`${d.id}\` | ${d.level} | ${d.tier} | ${d.help} |`;

/** The table for these groups: header, then each group's heading row and its rules. */
function table(groups, docs) {
  const lines = ['| rule | default | tier | finds |', '| --- | --- | --- | --- |'];
  for (const g of groups) {
    const rules = docs.filter((d) => d.group === g);
    if (rules.length === 0) throw new Error(`README marker names group ${JSON.stringify(g)}, which has no rules`);
    lines.push(`| **${rules[0].groupTitle}** | | | |`, ...rules.map(row));
  }
  return lines;
}

/**
 * The README with every marked table rebuilt from `docs` (objects with id,
 * level, tier, group, groupTitle and help, as `rules --json` gives them).
 * Throws when a marker is unclosed or a rule's group is in no marker.
 */
export function renderReadme(readme, docs) {
  const lines = readme.split('\n');
  const out = [];
  const covered = new Set();
  for (let i = 0; i < lines.length; i++) {
    out.push(lines[i]);
    const m = BEGIN.exec(lines[i]);
    if (!m) continue;
    const end = lines.indexOf(END, i + 1);
    if (end < 0) throw new Error(`README line ${i + 1}: rules:begin without ${END}`);
    const groups = m[1].split(',');
    for (const g of groups) covered.add(g);
    out.push('', ...table(groups, docs), '', END);
    i = end;
  }
  const lost = docs.find((d) => !covered.has(d.group));
  if (lost) throw new Error(`rule ${lost.id}: its group ${JSON.stringify(lost.group)} is in no <!-- rules:begin groups=... --> marker in README.md`);
  return out.join('\n');
}

function main(argv) {
  const root = fileURLToPath(new URL('..', import.meta.url));
  const file = path.join(root, 'README.md');
  const json = execFileSync(process.execPath, [path.join(root, 'bin/ongrid-skills.js'), 'rules', '--json'], { encoding: 'utf8' });
  const readme = readFileSync(file, 'utf8');
  const next = renderReadme(readme, JSON.parse(json));
  if (argv.includes('--check')) {
    if (next === readme) return 0;
    process.stderr.write('README.md rule tables are out of date: run npm run docs:rules\n');
    return 1;
  }
  if (next !== readme) {
    const tmp = `${file}.${process.pid}.tmp`;
    writeFileSync(tmp, next);
    renameSync(tmp, file);
  }
  process.stdout.write(next === readme ? 'README.md rule tables are up to date\n' : 'README.md rule tables rewritten\n');
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
