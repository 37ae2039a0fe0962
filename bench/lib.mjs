// Shared bench helpers: run a command with output to /dev/null and measure
// its wall time and peak RSS (via /usr/bin/time -f %M when present, else by
// polling /proc/PID/status VmHWM), interleaving candidates to share noise.
import { spawn } from 'node:child_process';
import { existsSync, openSync, readFileSync } from 'node:fs';

const TIME = '/usr/bin/time';

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

/** Run argv once; stdout/stderr to /dev/null unless `out` says otherwise. */
export function measure(argv, { env = process.env, input, cwd } = {}) {
  return new Promise((resolve, reject) => {
    const devnull = openSync('/dev/null', 'w');
    const useTime = existsSync(TIME);
    const full = useTime ? [TIME, '-f', '%M', ...argv] : argv;
    const start = process.hrtime.bigint();
    const child = spawn(full[0], full.slice(1), {
      env,
      cwd,
      stdio: [input === undefined ? 'ignore' : 'pipe', devnull, useTime ? 'pipe' : devnull],
    });
    let peak = 0;
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
        peak = Number(lines[lines.length - 1]) || 0;
      }
      resolve({ ms, rssMiB: peak / 1024, code });
    });
  });
}

/** Interleave runs of each candidate; returns per-candidate medians. */
export async function compare(candidates, runs) {
  const samples = Object.fromEntries(Object.keys(candidates).map((k) => [k, { ms: [], rss: [] }]));
  for (let i = 0; i < runs; i++) {
    for (const [name, run] of Object.entries(candidates)) {
      const r = await run();
      samples[name].ms.push(r.ms);
      samples[name].rss.push(r.rssMiB);
    }
  }
  return Object.fromEntries(
    Object.entries(samples).map(([k, v]) => [k, { ms: median(v.ms), rssMiB: Math.max(...v.rss) }]),
  );
}
