// Builds side by side: each NAME=BIN given (bin/ongrid-skills.js of a copy
// of the package, built from another commit or another build script) runs
// a no-op skill and --version in the same interleaved rounds as the
// baselines, the 10-line node:child_process script of run.mjs and
// `node -e 0`. Prints each build's ratios to the baselines and, for every
// build after the first, its no-op run's ratio to the first's. A NAME that
// holds "noaddon" runs with ONGRID_SKILLS_NO_ADDON=1.
// Usage: node bench/compare-builds.mjs before=/tmp/a/bin/ongrid-skills.js after=bin/ongrid-skills.js
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { benchEnv, compare, measure, ratio, writePlainScript } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const builds = process.argv.slice(2).map((a) => a.split('='));
if (builds.length === 0 || builds.some((b) => b.length !== 2)) throw new Error('usage: node bench/compare-builds.mjs NAME=BIN [NAME=BIN ...]');
const node = process.execPath;
const root = mkdtempSync(path.join(tmpdir(), 'ongrid-bench-builds-'));
const NOOP = "#!/bin/sh\nprintf '{}'\n";
mkdirSync(path.join(root, 'noop'));
writeFileSync(path.join(root, 'noop', 'skill.json'), JSON.stringify({ name: 'noop', description: 'bench', entry: 'run.sh' }));
writeFileSync(path.join(root, 'noop', 'run.sh'), NOOP);
chmodSync(path.join(root, 'noop', 'run.sh'), 0o755);
const plain = writePlainScript(root);
const ARGS = '{"path":"/var/log","days":7}';
const env = benchEnv({ ...process.env, ONGRID_SKILLS_EXTERNAL_DIRS: root, NO_COLOR: '1' });
const cwd = mkdtempSync(path.join(tmpdir(), 'ongrid-bench-cwd-'));

try {
  const candidates = {
    script: () => measure([node, plain, path.join(root, 'noop', 'run.sh'), ARGS], { cwd, env, expect: 0 }),
    'node -e 0': () => measure([node, '-e', '0'], { cwd, env, expect: 0 }),
  };
  for (const [name, bin] of builds) {
    const own = name.includes('noaddon') ? { ...env, ONGRID_SKILLS_NO_ADDON: '1' } : env;
    candidates[`${name} run`] = () => measure([node, bin, 'run', 'noop'], { env: own, cwd, input: ARGS, expect: 0 });
    candidates[`${name} --version`] = () => measure([node, bin, '--version'], { env: own, cwd, expect: 0 });
  }
  const r = await compare(candidates, RUNS);
  console.log(`builds side by side: ${RUNS} interleaved rounds, medians of per-round ratios`);
  for (const [name] of builds) {
    console.log(`  ${name.padEnd(20)} no-op run ${ratio(r[`${name} run`], r.script).toFixed(2)}x the script   --version ${ratio(r[`${name} --version`], r['node -e 0']).toFixed(2)}x node -e 0`);
  }
  const [first] = builds[0];
  for (const [name] of builds.slice(1)) console.log(`  ${name} / ${first}: no-op run ${ratio(r[`${name} run`], r[`${first} run`]).toFixed(2)}x`);
} finally {
  rmSync(root, { recursive: true, force: true });
  rmSync(cwd, { recursive: true, force: true });
}
