// `test` of 200 golden cases over 20 no-op skills vs the same 200 calls made
// with `run`, one by one, in a shell loop (what an author would script
// without `test`). Interleaved runs, medians, output to /dev/null.
// Aim: below 0.5x, from one load and the skills side by side.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, measure, ratio, row } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 5);
const SKILLS = 20;
const CASES = 10;
const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin', 'ongrid-skills.js');
const root = mkdtempSync(path.join(tmpdir(), 'ongrid-bench-test-'));
const loop = ['set -e'];
for (let s = 0; s < SKILLS; s++) {
  const name = `noop_${s}`;
  const dir = path.join(root, name);
  mkdirSync(path.join(dir, 'tests'), { recursive: true });
  writeFileSync(path.join(dir, 'skill.json'), JSON.stringify({ name, description: 'bench', entry: 'run.sh', timeout_seconds: 5 }));
  writeFileSync(path.join(dir, 'run.sh'), "#!/bin/sh\nprintf '{\"ok\":true}'\n");
  chmodSync(path.join(dir, 'run.sh'), 0o755);
  const cases = Array.from({ length: CASES }, (_, i) => ({ name: `case ${i}`, args: { i }, expect: { result: { ok: true } } }));
  writeFileSync(path.join(dir, 'tests', `${name}.test.json`), JSON.stringify({ cases }, null, 2));
  for (let i = 0; i < CASES; i++) loop.push(`echo '{"i":${i}}' | "${process.execPath}" "${bin}" run ${name} --dir "${root}" >/dev/null 2>&1`);
}
const script = path.join(root, 'loop.sh');
writeFileSync(script, loop.join('\n') + '\n');

const jobs = process.env.BENCH_JOBS ?? String(availableParallelism());
const result = await compare(
  {
    test: () => measure([process.execPath, bin, 'test', root, '--jobs', jobs], { cwd: root, expect: 0 }),
    'run loop': () => measure(['/bin/sh', script], { cwd: root, expect: 0 }),
  },
  RUNS,
);
console.log(`test: ${SKILLS * CASES} cases over ${SKILLS} skills, --jobs ${jobs}, ${RUNS} interleaved rounds, medians`);
console.log(row('run loop', result['run loop']));
console.log(row('test vs run loop', result.test, result['run loop'], 0.5));
process.exitCode = ratio(result.test, result['run loop']) <= 0.5 ? 0 : 1;
rmSync(root, { recursive: true, force: true });
