// Precision on real repositories: runs the built CLI's
// `validate --format json` over every repository checked out in a folder
// and prints, per repository and in total, the files looked at and the
// errors, warnings and infos per rule, absolute and per 100 files, the
// documents by the ecosystem each was checked under (when the CLI's JSON
// says: `documents`) and the wall time of each run.
//
//   npm run build && node bench/corpus.mjs /path/to/corpus [--json out.json] [--findings out.jsonl] [--bin path/to/ongrid-skills.js] [-- extra validate args]
//
// `--findings` writes every finding as a JSON line {repo, path, file, rule,
// severity, message}, for a hand-judged sample.
//
// "Files" is this script's own count, independent of the CLI (so before
// and after figures share one denominator): every skill.json, SKILL.md,
// .claude-plugin/*.json and .md file under a folder named agents/.
// Skipped: .git and node_modules. The walk is iterative with a cap.
import { spawnSync } from 'node:child_process';
import { appendFileSync, readdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const argv = process.argv.slice(2);
const dash = argv.indexOf('--');
const extra = dash === -1 ? [] : argv.slice(dash + 1);
const args = dash === -1 ? argv : argv.slice(0, dash);
const opt = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const v = args[i + 1];
  args.splice(i, 2);
  return v;
};
const jsonOut = opt('json');
const findingsOut = opt('findings');
const bin = opt('bin') ?? fileURLToPath(new URL('../bin/ongrid-skills.js', import.meta.url));
const corpus = args[0];
if (!corpus) {
  console.error('usage: node bench/corpus.mjs CORPUS_DIR [--json OUT] [--bin CLI] [-- validate args]');
  process.exit(2);
}

const MAX_ENTRIES = 2_000_000;

function countFiles(root) {
  let n = 0;
  let seen = 0;
  const stack = [[root, false]];
  while (stack.length > 0) {
    const [dir, inAgents] = stack.pop();
    let entries;
    try {
      entries = readdirSync(dir, { withFileTypes: true });
    } catch {
      continue;
    }
    for (const e of entries) {
      if (++seen > MAX_ENTRIES) throw new Error(`${root}: more than ${MAX_ENTRIES} entries`);
      if (e.isDirectory()) {
        if (e.name === '.git' || e.name === 'node_modules') continue;
        stack.push([path.join(dir, e.name), inAgents || e.name === 'agents']);
      } else if (e.isFile()) {
        const inPlugin = path.basename(dir) === '.claude-plugin' && e.name.endsWith('.json');
        if (e.name === 'skill.json' || e.name === 'SKILL.md' || inPlugin || (inAgents && e.name.endsWith('.md'))) n++;
      }
    }
  }
  return n;
}

function validate(repo) {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [bin, 'validate', '--format', 'json', ...extra, '.'], {
    cwd: repo,
    env: { ...process.env, NO_COLOR: '1', ONGRID_SKILLS_EXTERNAL_DIRS: '' },
    maxBuffer: 1 << 30,
    encoding: 'utf8',
  });
  if (r.status !== 0 && r.status !== 1) throw new Error(`${repo}: validate exited ${r.status}: ${r.stderr.slice(-500)}`);
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  return { ...JSON.parse(r.stdout), seconds };
}

const per100 = (n, files) => (files ? ((100 * n) / files).toFixed(1) : '-');

function tally(diagnostics) {
  const rules = {};
  for (const d of diagnostics) {
    const t = (rules[d.rule] ??= { error: 0, warning: 0, info: 0 });
    t[d.severity] = (t[d.severity] ?? 0) + 1;
  }
  return rules;
}

function print(name, files, diagnostics, ecosystems, seconds) {
  const rules = tally(diagnostics);
  const sum = (sev) => diagnostics.filter((d) => d.severity === sev).length;
  const [e, w, i] = ['error', 'warning', 'info'].map(sum);
  console.log(`${name}: ${files} files, ${e} errors (${per100(e, files)}/100), ${w} warnings (${per100(w, files)}/100), ${i} infos (${per100(i, files)}/100), ${seconds.toFixed(2)} s`);
  const picked = Object.entries(ecosystems).sort((a, b) => b[1] - a[1]);
  if (picked.length > 0) console.log(`  documents by ecosystem: ${picked.map(([k, n]) => `${k} ${n}`).join(', ')}`);
  for (const [rule, t] of Object.entries(rules).sort((a, b) => b[1].error + b[1].warning - (a[1].error + a[1].warning) || a[0].localeCompare(b[0]))) {
    const parts = ['error', 'warning', 'info'].filter((s) => t[s]).map((s) => `${t[s]} ${s} (${per100(t[s], files)}/100)`);
    console.log(`  ${rule.padEnd(28)} ${parts.join(', ')}`);
  }
}

const repos = readdirSync(corpus, { withFileTypes: true }).filter((e) => e.isDirectory()).map((e) => e.name).sort();
const all = [];
let totalFiles = 0;
let totalSeconds = 0;
const totalEcosystems = {};
const out = {};
if (findingsOut) writeFileSync(findingsOut, '');
for (const name of repos) {
  const repo = path.join(corpus, name);
  const files = countFiles(repo);
  const { diagnostics, documents = [], seconds } = validate(repo);
  const ecosystems = {};
  for (const d of documents) {
    ecosystems[d.ecosystem] = (ecosystems[d.ecosystem] ?? 0) + 1;
    totalEcosystems[d.ecosystem] = (totalEcosystems[d.ecosystem] ?? 0) + 1;
  }
  totalFiles += files;
  totalSeconds += seconds;
  for (const d of diagnostics) all.push({ repo: name, ...d });
  if (findingsOut) {
    const lines = diagnostics.map((d) => JSON.stringify({ repo: name, path: repo, file: d.file, line: d.line, rule: d.rule, severity: d.severity, message: d.message }));
    if (lines.length > 0) appendFileSync(findingsOut, lines.join('\n') + '\n');
  }
  out[name] = { files, seconds, ecosystems, diagnostics };
  print(name, files, diagnostics, ecosystems, seconds);
}
print('TOTAL', totalFiles, all, totalEcosystems, totalSeconds);
if (jsonOut) writeFileSync(jsonOut, JSON.stringify(out, null, 1));
