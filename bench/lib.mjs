// Shared bench helpers: run a command with output to /dev/null and measure
// its wall time, CPU time and peak RSS (via /usr/bin/time when present, else
// by polling /proc/PID/status VmHWM, no CPU time), interleaving candidates to
// share noise. A figure is a ratio against a baseline run in the same
// rounds: the median of the per-round ratios, so a slow stretch of a shared
// machine weighs on both sides of each ratio alike.
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const TIME = '/usr/bin/time';

// A bench that cannot measure says why in one line and exits 2 (1 means
// over budget), its own cleanup (the finally blocks) done first.
process.on('uncaughtException', (err) => {
  console.error(`bench: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(2);
});

// Variables that add work to every Node start which neither the CLI nor a
// baseline asks for: each measured command runs without them, unless
// BENCH_KEEP_ENV=1. NODE_EXTRA_CA_CERTS makes every start read and parse a
// certificate bundle: 75-80 ms a start
// (`node -e 0` 36 ms without it, 115 ms with it), added to both sides of
// each Node-against-Node ratio, which it pulls toward 1 (a no-op `run`
// measured 1.11x with it and 1.25x without).
const START_COSTS = ['NODE_EXTRA_CA_CERTS'];
const KEEP_ENV = process.env.BENCH_KEEP_ENV === '1';
const dropped = START_COSTS.filter((name) => process.env[name] !== undefined);
if (dropped.length > 0) {
  console.log(KEEP_ENV ? `(measured with ${dropped.join(', ')} set: it slows every Node start)` : `(measured without ${dropped.join(', ')}: BENCH_KEEP_ENV=1 keeps it)`);
}

/** `env` as the measured commands get it. */
export function benchEnv(env = process.env) {
  if (KEEP_ENV) return env;
  const out = { ...env };
  for (const name of START_COSTS) delete out[name];
  return out;
}

export function median(xs) {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m] : (s[m - 1] + s[m]) / 2;
}

function vmHwmKiB(pid) {
  try {
    const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return m ? Number(m[1]) : 0;
  } catch {
    return 0;
  }
}

/**
 * Run argv once, stdout and stderr to /dev/null. With `expect`, a run that
 * exits otherwise rejects: a candidate that fails at once (no build, a bad
 * path) would otherwise be timed as if it had done its work.
 */
export function measure(argv, { env = process.env, input, cwd, expect } = {}) {
  return new Promise((resolve, reject) => {
    const devnull = openSync('/dev/null', 'w');
    const useTime = existsSync(TIME);
    const full = useTime ? [TIME, '-f', '%U %S %M', ...argv] : argv;
    const start = process.hrtime.bigint();
    const child = spawn(full[0], full.slice(1), {
      env: benchEnv(env),
      cwd,
      stdio: [input === undefined ? 'ignore' : 'pipe', devnull, useTime ? 'pipe' : devnull],
    });
    let peak = 0;
    let cpuMs = NaN;
    let timeOut = '';
    const poll = useTime ? undefined : setInterval(() => (peak = Math.max(peak, vmHwmKiB(child.pid))), 5);
    if (useTime) child.stderr.on('data', (d) => (timeOut += d));
    if (input !== undefined) child.stdin.end(input);
    child.on('error', reject);
    child.on('close', (code) => {
      const ms = Number(process.hrtime.bigint() - start) / 1e6;
      if (poll) clearInterval(poll);
      if (useTime) {
        const lines = timeOut.trim().split('\n');
        const [user, sys, kib] = lines[lines.length - 1].split(' ').map(Number);
        peak = kib || 0;
        cpuMs = (user + sys) * 1000;
      }
      if (expect !== undefined && code !== expect) {
        reject(new Error(`${argv.join(' ')} exited ${code}, not ${expect}; is the project built (npm run build)?`));
      } else resolve({ ms, cpuMs, rssMiB: peak / 1024, code });
    });
  });
}

/**
 * Interleave runs of each candidate (the order rotating each round); returns
 * per-candidate medians (wall and CPU ms), peak RSS, and the samples.
 */
export async function compare(candidates, runs) {
  const names = Object.keys(candidates);
  const samples = Object.fromEntries(names.map((k) => [k, { ms: [], cpu: [], rss: [] }]));
  for (let i = 0; i < runs; i++) {
    for (let j = 0; j < names.length; j++) {
      const name = names[(i + j) % names.length];
      const r = await candidates[name]();
      samples[name].ms.push(r.ms);
      samples[name].cpu.push(r.cpuMs);
      samples[name].rss.push(r.rssMiB);
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([k, v]) => [k, { ms: median(v.ms), cpuMs: median(v.cpu), rssMiB: Math.max(...v.rss), samples: v }]),
  );
}

/** The median of the per-round ratios of a's wall time to b's (both from one compare). */
export function ratio(a, b) {
  return median(a.samples.ms.map((ms, i) => ms / b.samples.ms[i]));
}

/** One figure: name, median wall and CPU, peak RSS, and its ratio to a baseline when given. */
export function row(name, r, base, budget) {
  const cpu = Number.isNaN(r.cpuMs) ? '' : `  cpu ${r.cpuMs.toFixed(0).padStart(5)} ms`;
  const head = `  ${name.padEnd(30)} ${r.ms.toFixed(1).padStart(8)} ms${cpu}  peak ${r.rssMiB.toFixed(1).padStart(6)} MiB`;
  if (!base) return head;
  const x = ratio(r, base);
  return `${head}  ${x.toFixed(2)}x${budget === undefined ? '' : ` (budget <= ${budget.toFixed(2)}x${x <= budget ? '' : ', OVER'})`}`;
}

/**
 * The 10-line node:child_process script `run` is measured against: what any
 * Node program must do to run a skill like the manager (argv[2] the entry,
 * argv[3] the args). Written into `dir`; its path.
 */
export function writePlainScript(dir) {
  const file = path.join(dir, 'plain.mjs');
  writeFileSync(file, PLAIN_SCRIPT);
  return file;
}

const PLAIN_SCRIPT = `import { spawn } from 'node:child_process';
const out = [];
const child = spawn(process.argv[2], [], { env: {}, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
child.stdout.on('data', (c) => out.push(c));
child.stderr.on('data', (c) => process.stderr.write(c));
child.stdin.on('error', () => {});
child.stdin.end(process.argv[3]);
child.on('close', (code) => { process.stdout.write(Buffer.concat(out)); process.exitCode = code; });
`;
