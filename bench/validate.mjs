// Budget (cli.md "Budgets"): `validate` of 1,000 skills with schemas in
// <= 3 s wall on this machine (2 cores). Generates the tree once under
// .bench-tmp/, then times the built CLI several times (output to
// /dev/null) and prints the median. Every fourth skill also has example
// args, so schemas get compiled as well as checked against the meta-schema.
//
//   npm run build && node bench/validate.mjs [--skills 1000] [--runs 7]
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const args = process.argv.slice(2);
const opt = (name, dflt) => {
  const i = args.indexOf(`--${name}`);
  return i === -1 ? dflt : Number(args[i + 1]);
};
const SKILLS = opt('skills', 1000);
const RUNS = opt('runs', 7);
const BUDGET_S = 3;

const repo = fileURLToPath(new URL('..', import.meta.url));
const bin = path.join(repo, 'bin/ongrid-skills.js');
const root = path.join(repo, '.bench-tmp/validate');

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

function generate() {
  rmSync(root, { recursive: true, force: true });
  for (let i = 0; i < SKILLS; i++) {
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

function once() {
  const start = process.hrtime.bigint();
  const r = spawnSync(process.execPath, [bin, 'validate', root, '--format', 'json'], {
    env: { ...process.env, NO_COLOR: '1' },
    maxBuffer: 1 << 28,
    stdio: ['ignore', 'pipe', 'ignore'],
  });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  const doc = JSON.parse(r.stdout.toString());
  // Mutating skills carry one note each; anything else means the bench measured the wrong thing.
  if (r.status !== 0 || doc.errorCount !== 0 || doc.warningCount !== 0) throw new Error(`unexpected result: exit ${r.status}, ${doc.errorCount} errors, ${doc.warningCount} warnings`);
  return seconds;
}

generate();
once(); // warm the page cache
const times = Array.from({ length: RUNS }, once).sort((a, b) => a - b);
const median = times[Math.floor(times.length / 2)];
console.log(`validate: ${SKILLS} skills with schemas (${Math.ceil(SKILLS / 4)} with examples), ${RUNS} runs`);
console.log(`  wall s: min ${times[0].toFixed(3)}  median ${median.toFixed(3)}  max ${times[times.length - 1].toFixed(3)}`);
console.log(`  budget ${BUDGET_S} s: ${median <= BUDGET_S ? 'ok' : 'OVER'}`);
rmSync(root, { recursive: true, force: true });
process.exitCode = median <= BUDGET_S ? 0 : 1;
