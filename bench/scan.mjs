// scan of a generated 10,000-skill tree vs a minimal Node walker, side by
// side in one run (median wall time, peak RSS, ratio); plus --version vs
// `node -e 0`. Output of every command goes to /dev/null.
// Budgets (cli.md): scan <= 1.1x the walker, <= 100 MiB; --version <= 1.3x.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, measure } from './lib.mjs';

const SKILLS = Number(process.env.BENCH_SKILLS ?? 10000);
const RUNS = Number(process.env.BENCH_RUNS ?? 9);
const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin', 'ongrid-skills.js');
const walker = path.join(here, 'walker.mjs');
const node = process.execPath;

function generate(root) {
  const runSh = "#!/bin/sh\necho '{}'\n";
  for (let i = 0; i < SKILLS; i++) {
    const dir = path.join(root, `group-${String(i % 100).padStart(2, '0')}`, `skill-${i}`);
    mkdirSync(dir, { recursive: true });
    const manifest = {
      name: `skill_${i}`,
      description: `Generated skill number ${i}: reports something about the host.`,
      schema: { type: 'object', properties: { path: { type: 'string' }, dry_run: { type: 'boolean', default: true } }, required: ['path'] },
      entry: 'run.sh',
      env_allow: ['PATH', 'HOME'],
      timeout_seconds: 10 + (i % 50),
      class: ['safe', 'mutating', 'dangerous'][i % 3],
      category: 'bench',
    };
    writeFileSync(path.join(dir, 'skill.json'), JSON.stringify(manifest, null, 2));
    writeFileSync(path.join(dir, 'run.sh'), runSh, { mode: 0o755 });
  }
}

const base = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-bench-'));
try {
  const root = path.join(base, 'skills');
  generate(root);
  const env = { ...process.env, NO_COLOR: '1' };
  delete env.ONGRID_SKILLS_EXTERNAL_DIRS;
  // Warm the page cache and the compile cache once.
  await measure([node, bin, 'scan', root], { env, cwd: base });
  await measure([node, walker, root], { env, cwd: base });

  const scan = await compare(
    {
      scan: () => measure([node, bin, 'scan', root], { env, cwd: base }),
      walker: () => measure([node, walker, root], { env, cwd: base }),
    },
    RUNS,
  );
  const version = await compare(
    {
      version: () => measure([node, bin, '--version'], { env }),
      node: () => measure([node, '-e', '0'], { env }),
    },
    RUNS * 2,
  );

  const f = (x) => x.toFixed(1);
  console.log(`scan of ${SKILLS} skills, ${RUNS} interleaved runs, output to /dev/null`);
  console.log(`  ongrid-skills scan  median ${f(scan.scan.ms)} ms  peak RSS ${f(scan.scan.rssMiB)} MiB`);
  console.log(`  minimal walker      median ${f(scan.walker.ms)} ms  peak RSS ${f(scan.walker.rssMiB)} MiB`);
  const ratio = scan.scan.ms / scan.walker.ms;
  console.log(`  ratio ${ratio.toFixed(2)}x (budget <= 1.10x), RSS ${f(scan.scan.rssMiB)} MiB (budget <= 100 MiB)`);
  const vratio = version.version.ms / version.node.ms;
  console.log(`--version median ${f(version.version.ms)} ms vs node -e 0 ${f(version.node.ms)} ms: ratio ${vratio.toFixed(2)}x (budget <= 1.30x)`);
  const pass = ratio <= 1.1 && scan.scan.rssMiB <= 100 && vratio <= 1.3;
  console.log(pass ? 'within budget' : 'OVER BUDGET');
  process.exitCode = pass ? 0 : 1;
} finally {
  rmSync(base, { recursive: true, force: true });
}
