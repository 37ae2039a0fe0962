// scan of a generated 10,000-skill tree against the strict minimal Node
// walker (bench/walker.mjs) and, when ONGRID_GO_HARNESS names the oracle
// (the manager's own loader), against the Go loader;
// then --version against `node -e 0`. Interleaved rounds, medians, each
// figure a ratio to its baseline from the same rounds; output to /dev/null.
// Budgets: scan <= 1.0x the Go loader and peak RSS <= 70 MiB; --version
// <= 1.1x node -e 0. The walker's ratio is shown, not budgeted.
// `node bench/scan.mjs --version-only` measures --version alone (no tree).
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, measure, ratio, row } from './lib.mjs';
import { generateTree } from './tree.mjs';

const SKILLS = Number(process.env.BENCH_SKILLS ?? 10000);
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const GO = process.env.ONGRID_GO_HARNESS;
const RSS_MIB = 70;
const GO_RATIO = 1.0;
const VERSION_RATIO = 1.1;
const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin', 'ongrid-skills.js');
const walker = path.join(here, 'walker.mjs');
const node = process.execPath;

const VERSION_ONLY = process.argv.includes('--version-only');

const base = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-bench-'));
try {
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.ONGRID_SKILLS_EXTERNAL_DIRS;
  const run = (argv) => () => measure(argv, { env, cwd: base, expect: 0 });
  const scanPass = VERSION_ONLY || (await scanFigures(run));
  const versionPass = await versionFigures(run);
  process.exitCode = scanPass && versionPass ? 0 : 1;
  console.log(process.exitCode === 0 ? 'within budget' : 'OVER BUDGET');
} finally {
  rmSync(base, { recursive: true, force: true });
}

/** --version against `node -e 0`; whether it is within its budget. */
async function versionFigures(run) {
  const version = await compare({ version: run([node, bin, '--version']), node: run([node, '-e', '0']) }, RUNS * 2);
  console.log(`--version: ${RUNS * 2} interleaved rounds`);
  console.log(row('node -e 0', version.node));
  console.log(row('--version vs node -e 0', version.version, version.node, VERSION_RATIO));
  return ratio(version.version, version.node) <= VERSION_RATIO;
}

/** scan of the generated tree against the walker (and the Go loader); whether it is within its budgets. */
async function scanFigures(run) {
  const root = path.join(base, 'skills');
  generateTree(root, SKILLS);
  const candidates = {
    scan: run([node, bin, 'scan', root]),
    walker: run([node, walker, root]),
    ...(GO ? { go: run([GO, 'loader', '--', root]) } : {}),
  };
  // Warm the page cache and the compile cache once.
  for (const c of Object.values(candidates)) await c();
  const r = await compare(candidates, RUNS);
  console.log(`scan of ${SKILLS} skills: ${RUNS} interleaved rounds, medians, output to /dev/null`);
  console.log(row('strict Node walker', r.walker));
  if (GO) console.log(row('Go loader (oracle)', r.go));
  console.log(row('scan vs walker', r.scan, r.walker));
  if (GO) console.log(row('scan vs Go loader', r.scan, r.go, GO_RATIO));
  console.log(`  scan peak RSS ${r.scan.rssMiB.toFixed(1)} MiB (budget <= ${RSS_MIB} MiB${r.scan.rssMiB <= RSS_MIB ? '' : ', OVER'})`);
  return (!GO || ratio(r.scan, r.go) <= GO_RATIO) && r.scan.rssMiB <= RSS_MIB;
}
