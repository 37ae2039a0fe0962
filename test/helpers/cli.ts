// Runs the built CLI the way a user would (NO_COLOR=1, its own cwd and env).
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';

export const BIN = fileURLToPath(new URL('../../bin/ongrid-skills.js', import.meta.url));

export interface CliResult {
  code: number | null;
  stdout: string;
  stderr: string;
  stdoutBytes: Buffer;
  stderrBytes: Buffer;
}

export interface CliOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  input?: string | Buffer;
  /** another copy of bin/ongrid-skills.js (an installed or tampered package) */
  bin?: string;
  /** Kill the CLI (SIGKILL) after this many ms: a hang test fails instead of hanging the suite. */
  timeoutMs?: number;
}

export function runCli(args: string[], opts: CliOptions = {}): CliResult {
  const env: Record<string, string> = {};
  // Taken from the test's own env only: the suite's (a CI runner's GITHUB_ACTIONS) would change the output.
  const ownOnly = new Set(['ONGRID_SKILLS_EXTERNAL_DIRS', 'GITHUB_ACTIONS']);
  for (const [k, v] of Object.entries({ ...process.env, NO_COLOR: '1', ...opts.env })) {
    if (v !== undefined && (!ownOnly.has(k) || opts.env?.[k] !== undefined)) env[k] = v;
  }
  const r = spawnSync(process.execPath, [opts.bin ?? BIN, ...args], {
    cwd: opts.cwd, env, input: opts.input ?? '', maxBuffer: 1 << 28, timeout: opts.timeoutMs, killSignal: 'SIGKILL',
  });
  return {
    code: r.status,
    stdout: r.stdout.toString('utf8'),
    stderr: r.stderr.toString('utf8'),
    stdoutBytes: r.stdout,
    stderrBytes: r.stderr,
  };
}
