// validate of a real repository against the Agent Skills reference
// validator (skills-ref, Python, agentskills/agentskills) on the same
// SKILL.md files: our default whole-repository `validate REPO --format json`
// in one process, and skills-ref's library (`skills_ref.validator.validate`)
// called in one Python process on every folder holding a SKILL.md (the walk
// skips .git and node_modules, as ours does). Interleaved rounds, output to
// /dev/null. Printed: wall and CPU of each, the ratios ours / skills-ref of
// whole processes, and ours against skills-ref's own timer around its
// validate calls alone (its start, imports and walk left out).
// Budget: every ratio <= 1.00x (exit 1 when over, 2 when it cannot measure).
//
//   npm run build && node bench/skills-ref.mjs REPO [--skills-ref CHECKOUT] [--python PYTHON] [--rounds N]
//
// CHECKOUT is a clone of agentskills/agentskills (or its skills-ref folder),
// else $SKILLS_REF; PYTHON is an interpreter that imports strictyaml (its
// one dependency besides click), else $PYTHON, python3 or /usr/bin/python3.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, measure, median } from './lib.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin', 'ongrid-skills.js');
const BUDGET = 1.0;

const args = process.argv.slice(2);
const opt = (name) => {
  const i = args.indexOf(`--${name}`);
  if (i === -1) return undefined;
  const [, v] = args.splice(i, 2);
  return v;
};
const checkout = opt('skills-ref') ?? process.env.SKILLS_REF;
const pythonGiven = opt('python') ?? process.env.PYTHON;
const rounds = Math.max(5, Number(opt('rounds') ?? process.env.BENCH_RUNS ?? 5));
const repo = args[0];

function skip(why) {
  console.log(`skills-ref bench skipped: ${why}`);
  process.exit(0);
}

if (!repo) {
  console.error('usage: node bench/skills-ref.mjs REPO [--skills-ref CHECKOUT] [--python PYTHON] [--rounds N]');
  process.exit(2);
}
if (!existsSync(repo)) {
  console.error(`bench: ${repo}: no such folder`);
  process.exit(2);
}
if (!checkout) skip('name the skills-ref checkout (--skills-ref or SKILLS_REF; agentskills/agentskills on GitHub)');
const src = [path.join(checkout, 'skills-ref', 'src'), path.join(checkout, 'src'), checkout].find((d) => existsSync(path.join(d, 'skills_ref', 'validator.py')));
if (!src) skip(`${checkout}: no skills_ref/validator.py under it, its src/ or its skills-ref/src/`);

const importable = (py) => spawnSync(py, ['-c', 'import sys; sys.path.insert(0, sys.argv[1]); import skills_ref.validator', src], { stdio: 'ignore' }).status === 0;
const python = (pythonGiven ? [pythonGiven] : ['python3', '/usr/bin/python3']).find(importable);
if (!python) skip(`no Python that imports skills_ref from ${src} (${pythonGiven ?? 'python3, /usr/bin/python3'}; it needs strictyaml and click)`);

// The Python side: the walk and the validate calls, its own timer written to a file.
const DRIVER = `import os, sys, time
sys.path.insert(0, sys.argv[1])
from pathlib import Path
from skills_ref.validator import validate
dirs = []
for d, subs, files in os.walk(sys.argv[2]):
    subs[:] = [s for s in subs if s not in ('.git', 'node_modules')]
    if 'SKILL.md' in files:
        dirs.append(Path(d))
t = time.perf_counter()
bad = 0
for d in dirs:
    try:
        if validate(d): bad += 1
    except Exception:
        bad += 1
spent = time.perf_counter() - t
with open(sys.argv[3], 'w') as f:
    f.write(f"{spent * 1000} {len(dirs)} {bad}")
`;

const work = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-bench-skills-ref-'));
try {
  const driver = path.join(work, 'driver.py');
  const timerFile = path.join(work, 'timer.txt');
  writeFileSync(driver, DRIVER);
  const timers = [];
  const result = await compare(
    {
      ours: async () => {
        const r = await measure([process.execPath, bin, 'validate', repo, '--format', 'json']);
        // 0 and 1 are verdicts (1: errors found); anything else did not validate (no build, a crash).
        if (r.code !== 0 && r.code !== 1) throw new Error(`validate ${repo} exited ${r.code}; is the project built (npm run build)?`);
        return r;
      },
      'skills-ref': async () => {
        const r = await measure([python, driver, src, repo, timerFile], { expect: 0 });
        timers.push(readFileSync(timerFile, 'utf8').split(' ').map(Number));
        return r;
      },
    },
    rounds,
  );
  const ours = result.ours;
  const ref = result['skills-ref'];
  const [, folders, bad] = timers[0];
  const perRound = (f) => median(ours.samples.ms.map((_, i) => f(i)));
  const wall = perRound((i) => ours.samples.ms[i] / ref.samples.ms[i]);
  const cpu = perRound((i) => ours.samples.cpu[i] / ref.samples.cpu[i]);
  const timer = perRound((i) => ours.samples.ms[i] / timers[i][0]);
  const fig = (x) => `${x.toFixed(2)}x${x <= BUDGET ? '' : ', OVER'}`;
  console.log(`${repo}: ${folders} SKILL.md folders (skills-ref finds problems in ${bad}); ${rounds} interleaved rounds, medians`);
  console.log(`  ours (validate, one process)   wall ${ours.ms.toFixed(0).padStart(6)} ms  cpu ${ours.cpuMs.toFixed(0).padStart(6)} ms  peak ${ours.rssMiB.toFixed(1)} MiB`);
  console.log(`  skills-ref (one process)       wall ${ref.ms.toFixed(0).padStart(6)} ms  cpu ${ref.cpuMs.toFixed(0).padStart(6)} ms  peak ${ref.rssMiB.toFixed(1)} MiB`);
  console.log(`  skills-ref's validate calls    wall ${median(timers.map((t) => t[0])).toFixed(0).padStart(6)} ms (its own timer)`);
  console.log(`  ours / skills-ref: wall ${fig(wall)}, cpu ${fig(cpu)}; ours / its validate calls: ${fig(timer)} (budget <= ${BUDGET.toFixed(2)}x)`);
  process.exitCode = [wall, cpu, timer].every((x) => x <= BUDGET) ? 0 : 1;
} finally {
  rmSync(work, { recursive: true, force: true });
}
