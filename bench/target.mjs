// What the manager-image target's static checks cost validate (docs/target.md):
// validate of the generated 10,000-skill tree (bench/tree.mjs) under the
// default target against the same run with --target host, interleaved
// rounds, medians, output to /dev/null: the tree as generated (every entry
// #!/bin/sh, no finding either way), then with one skill in ten made a
// Python entry with imports (read and parsed) and one in twenty a Node one,
// so each check has work and some findings are printed. Budget: <= 1.10x.
//
//   npm run build && node bench/target.mjs
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, measure, row } from './lib.mjs';
import { generateTree } from './tree.mjs';

const SKILLS = Number(process.env.BENCH_SKILLS ?? 10000);
const RUNS = Number(process.env.BENCH_RUNS ?? 11);
const BUDGET = 1.1;
const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin', 'ongrid-skills.js');
const base = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-bench-target-'));
// mkdtemp makes it 0700: the manager's user could not list it, and 10,000 findings would be measured instead of the checks.
chmodSync(base, 0o755);

const PYTHON = '#!/usr/bin/env python3\n"""Bench skill."""\nimport json\nimport os, sys\nfrom pathlib import Path\nimport requests\n\nprint(json.dumps({}))\n';
const NODE = '#!/usr/bin/env node\nprocess.stdout.write("{}");\n';

try {
  const root = path.join(base, 'skills');
  generateTree(root, SKILLS);
  const run = (expect, ...extra) => () => measure([process.execPath, bin, 'validate', root, ...extra], { cwd: base, expect });
  const plain = await compare({ image: run(0), host: run(0, '--target', 'host') }, RUNS);
  console.log(`validate of ${SKILLS} skills, ${RUNS} interleaved rounds (default target vs --target host):`);
  console.log(row('--target host', plain.host));
  console.log(row('--target manager-image (default)', plain.image, plain.host, BUDGET));
  for (let i = 0; i < SKILLS; i += 10) {
    const dir = path.join(root, `group-${String(i % 100).padStart(2, '0')}`, `skill-${i}`);
    writeFileSync(path.join(dir, 'run.sh'), i % 20 === 0 ? NODE : PYTHON, { mode: 0o755 });
  }
  // The Node skills fail in the image only: exit 1 there, 0 on this machine.
  const mixed = await compare({ image: run(1), host: run(0, '--target', 'host') }, RUNS);
  console.log(`the same with ${SKILLS / 10} Python and Node entries (${SKILLS / 20} Node findings, ${SKILLS / 20} import warnings in the image):`);
  console.log(row('--target host', mixed.host));
  console.log(row('--target manager-image (default)', mixed.image, mixed.host));
} finally {
  rmSync(base, { recursive: true, force: true });
}
