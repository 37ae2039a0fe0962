// validate of the generated 10,000-skill tree (bench/tree.mjs, the one
// scan is measured on) and of 1,000 skills with full schemas (every fourth
// with example args, so schemas are compiled as well as checked against
// the meta-schema), each against the strict minimal Node walker over the
// same tree (bench/walker.mjs) and, when ONGRID_GO_HARNESS names the oracle,
// the Go loader. Interleaved rounds, medians, output to /dev/null; each
// figure a ratio to its baseline from the same rounds.
// Budgets: 10,000 skills <= 2.4x the walker and <= 150 MiB peak RSS (the
// Go loader's ratio is shown, not budgeted); 1,000 skills with schemas
// <= 3 s.
//
//   npm run build && [ONGRID_GO_HARNESS=...] node bench/validate.mjs
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { compare, measure, ratio, row } from './lib.mjs';
import { generateTree } from './tree.mjs';

const SKILLS = Number(process.env.BENCH_SKILLS ?? 10000);
const SCHEMA_SKILLS = 1000;
const RUNS = Number(process.env.BENCH_RUNS ?? 7);
const BUDGET = { walkerRatio: 2.4, rssMiB: 150, schemaSeconds: 3 };
const GO = process.env.ONGRID_GO_HARNESS;
const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin', 'ongrid-skills.js');
const walker = path.join(here, 'walker.mjs');
const node = process.execPath;
const base = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-bench-validate-'));

function schema(i) {
  return {
    $schema: i % 3 === 0 ? 'http://json-schema.org/draft-07/schema#' : 'https://json-schema.org/draft/2020-12/schema',
    type: 'object',
    description: `Arguments of bench skill ${i}`,
    properties: {
      path: { type: 'string', description: 'Folder to look at', minLength: 1, pattern: '^/' },
      days: { type: 'integer', minimum: 1, maximum: 365, default: 7 },
      mode: { type: 'string', enum: ['dry-run', 'apply'] },
      filters: {
        type: 'array',
        items: { type: 'object', properties: { glob: { type: 'string' }, size: { type: 'number', exclusiveMinimum: 0 } }, required: ['glob'] },
        maxItems: 20,
      },
      [`extra_${i}`]: { type: ['string', 'null'], format: 'date-time' },
    },
    required: ['path'],
    additionalProperties: false,
  };
}

function generateSchemas(root) {
  for (let i = 0; i < SCHEMA_SKILLS; i++) {
    const dir = path.join(root, `group-${i % 20}`, `skill-${i}`);
    mkdirSync(dir, { recursive: true });
    const manifest = {
      name: `bench_skill_${i}`,
      description: `Bench skill number ${i}: reports on files older than a number of days.`,
      entry: 'run.sh',
      env_allow: ['PATH'],
      timeout_seconds: 10,
      class: i % 5 === 0 ? 'mutating' : 'safe',
      category: `group_${i % 20}`,
      schema: schema(i),
    };
    writeFileSync(path.join(dir, 'skill.json'), JSON.stringify(manifest, null, 2) + '\n');
    writeFileSync(path.join(dir, 'run.sh'), "#!/bin/sh\necho '{}'\n", { mode: 0o755 });
    if (i % 4 === 0) {
      mkdirSync(path.join(dir, 'examples'));
      writeFileSync(path.join(dir, 'examples', 'basic.json'), JSON.stringify({ path: '/var/log', days: 30, filters: [{ glob: '*.gz' }] }));
    }
  }
}

const env = { ...process.env, NO_COLOR: '1' };
delete env.ONGRID_SKILLS_EXTERNAL_DIRS;
const run = (argv) => () => measure(argv, { env, cwd: base, expect: 0 });
const within = (ok) => (ok ? '' : ', OVER');

try {
  const plain = path.join(base, 'plain');
  const schemas = path.join(base, 'schemas');
  generateTree(plain, SKILLS);
  generateSchemas(schemas);
  const check = await measure([node, bin, 'validate', plain, '--format', 'json'], { env, cwd: base });
  if (check.code !== 0) throw new Error(`validate of the generated tree exited ${check.code}`);
  const candidates = {
    validate: run([node, bin, 'validate', plain]),
    walker: run([node, walker, plain]),
    ...(GO ? { go: run([GO, 'loader', '--', plain]) } : {}),
    'validate schemas': run([node, bin, 'validate', schemas]),
    'walker schemas': run([node, walker, schemas]),
  };
  for (const c of Object.values(candidates)) await c(); // warm the page cache
  const r = await compare(candidates, RUNS);
  const v = r.validate;
  const s = r['validate schemas'];
  console.log(`validate: ${RUNS} interleaved rounds, medians, output to /dev/null`);
  console.log(row(`walker, ${SKILLS} skills`, r.walker));
  if (GO) console.log(row(`Go loader, ${SKILLS} skills`, r.go));
  console.log(row(`validate, ${SKILLS} skills`, v, r.walker, BUDGET.walkerRatio));
  if (GO) console.log(row(`  the same vs the Go loader`, v, r.go));
  console.log(`    peak ${v.rssMiB.toFixed(1)} MiB (budget <= ${BUDGET.rssMiB} MiB${within(v.rssMiB <= BUDGET.rssMiB)})`);
  console.log(row(`walker, ${SCHEMA_SKILLS} with schemas`, r['walker schemas']));
  console.log(row(`validate, ${SCHEMA_SKILLS} with schemas`, s, r['walker schemas']));
  console.log(`    ${(s.ms / 1000).toFixed(3)} s (budget <= ${BUDGET.schemaSeconds} s${within(s.ms <= BUDGET.schemaSeconds * 1000)})`);
  const pass = ratio(v, r.walker) <= BUDGET.walkerRatio && v.rssMiB <= BUDGET.rssMiB && s.ms <= BUDGET.schemaSeconds * 1000;
  console.log(pass ? 'within budget' : 'OVER BUDGET');
  process.exitCode = pass ? 0 : 1;
} finally {
  rmSync(base, { recursive: true, force: true });
}
