// `run` of a no-op skill vs a 10-line node:child_process script spawning
// the same child, with and without a schema to check the args against,
// side by side in one run (interleaved rounds, medians, each a ratio to the
// script from the same rounds); then peak RSS of `run` while a skill floods
// 1 GiB to stdout. Output goes to /dev/null.
// Budgets: ratio <= 1.25 (no schema), <= 1.25 (schema); RSS <= 200 MiB.
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, measure, ratio, row, writePlainScript } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const RUN_BUDGET = 1.25;
const SCHEMA_BUDGET = 1.25;
const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin', 'ongrid-skills.js');
const node = process.execPath;

const root = mkdtempSync(path.join(tmpdir(), 'ongrid-bench-run-'));
function skill(name, script, extra = {}) {
  mkdirSync(path.join(root, name));
  writeFileSync(path.join(root, name, 'skill.json'), JSON.stringify({ name, description: 'bench', entry: 'run.sh', ...extra }));
  writeFileSync(path.join(root, name, 'run.sh'), script);
  chmodSync(path.join(root, name, 'run.sh'), 0o755);
  return path.join(root, name, 'run.sh');
}
const NOOP = "#!/bin/sh\nprintf '{}'\n";
const noop = skill('noop', NOOP);
skill('noop_schema', NOOP, {
  schema: {
    type: 'object',
    properties: { path: { type: 'string', minLength: 1 }, days: { type: 'integer', minimum: 1 }, dry_run: { type: 'boolean' } },
    required: ['path'],
    additionalProperties: false,
  },
});
skill('flood', '#!/bin/sh\nexec /usr/bin/head -c 1073741824 /dev/zero\n');

// The baseline: what any Node program must do to run the child like the manager.
const plain = writePlainScript(root);

const ARGS = '{"path":"/var/log","days":7}';
const env = { ...process.env, ONGRID_SKILLS_EXTERNAL_DIRS: root, NO_COLOR: '1' };
const cwd = mkdtempSync(path.join(tmpdir(), 'ongrid-bench-cwd-'));

try {
  const r = await compare(
    {
      plain: () => measure([node, plain, noop, ARGS], { cwd, expect: 0 }),
      run: () => measure([node, bin, 'run', 'noop'], { env, cwd, input: ARGS, expect: 0 }),
      'run+schema': () => measure([node, bin, 'run', 'noop_schema'], { env, cwd, input: ARGS, expect: 0 }),
    },
    RUNS,
  );
  const flood = await measure([node, bin, 'run', 'flood'], { env, cwd, input: '{}', expect: 1 }); // 1 GiB of NULs is not JSON
  console.log(`run: ${RUNS} interleaved rounds, medians, no-op skill`);
  console.log(row('node:child_process script', r.plain));
  console.log(row('run', r.run, r.plain, RUN_BUDGET));
  console.log(row('run (schema)', r['run+schema'], r.plain, SCHEMA_BUDGET));
  console.log(`  1 GiB stdout flood: ${(flood.ms / 1000).toFixed(2)} s, peak RSS ${flood.rssMiB.toFixed(1)} MiB (budget <= 200 MiB), exit ${flood.code}`);
  const pass = ratio(r.run, r.plain) <= RUN_BUDGET && ratio(r['run+schema'], r.plain) <= SCHEMA_BUDGET && flood.rssMiB <= 200;
  console.log(pass ? 'within budget' : 'OVER BUDGET');
  process.exitCode = pass ? 0 : 1;
} finally {
  rmSync(root, { recursive: true, force: true });
  rmSync(cwd, { recursive: true, force: true });
}
