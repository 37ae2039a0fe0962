// Real skill folders in temp dirs, and the built CLI run asynchronously
// (so a test can signal it, watch its memory, or close its stdout).
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, readFileSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { NO_ADDON_ENV } from '../../src/platform/addon.js';
import { BIN } from '../helpers/cli.js';

export function tempDir(prefix = 'ongrid-run-'): { dir: string; remove(): void } {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** A skill folder `root/name` with skill.json and an executable run.sh. */
export function makeSkill(root: string, name: string, script: string | Buffer, manifest: Record<string, unknown> = {}, mode = 0o755): string {
  const dir = path.join(root, name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, 'skill.json'), JSON.stringify({ name, description: `test ${name}`, entry: 'run.sh', ...manifest }));
  const entry = path.join(dir, 'run.sh');
  writeFileSync(entry, script);
  chmodSync(entry, mode);
  return entry;
}

export interface AsyncRun {
  code: number | null;
  signal: string | null;
  stdout: Buffer;
  stderr: Buffer;
  ms: number;
  /** Peak RSS of the CLI process in KiB (VmHWM, polled). */
  peakKiB: number;
}

export interface AsyncOptions {
  env?: Record<string, string>;
  input?: string | Buffer;
  cwd?: string;
  /** Send this signal to the CLI once its stderr contains `when`. */
  signal?: { name: NodeJS.Signals; when: string };
  /** Destroy our end of the CLI's stdout after the first chunk. */
  closeStdoutEarly?: boolean;
}

function vmHwm(pid: number): number {
  try {
    return Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/**
 * Run `node bin/ongrid-skills.js ...args` with NO_COLOR=1 and only the given
 * ONGRID_ variables (ONGRID_SKILLS_NO_ADDON passes through: test/helpers/addon.ts).
 */
export function runCliAsync(args: string[], opts: AsyncOptions = {}): Promise<AsyncRun> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries(process.env)) if (v !== undefined && (!k.startsWith('ONGRID_') || k === NO_ADDON_ENV)) env[k] = v;
  Object.assign(env, { NO_COLOR: '1' }, opts.env);
  const t0 = Date.now();
  const child = spawn(process.execPath, [BIN, ...args], { env, cwd: opts.cwd ?? tmpdir(), stdio: ['pipe', 'pipe', 'pipe'] });
  const out: Buffer[] = [];
  const err: Buffer[] = [];
  let peakKiB = 0;
  const poll = setInterval(() => (peakKiB = Math.max(peakKiB, vmHwm(child.pid!))), 20);
  let signalled = false;
  child.stdout.on('data', (c: Buffer) => {
    out.push(c);
    if (opts.closeStdoutEarly) child.stdout.destroy();
  });
  child.stderr.on('data', (c: Buffer) => {
    err.push(c);
    if (opts.signal && !signalled && Buffer.concat(err).includes(opts.signal.when)) {
      signalled = true;
      child.kill(opts.signal.name);
    }
  });
  child.stdin.on('error', () => undefined);
  child.stdin.end(opts.input ?? '');
  return new Promise((resolve) => {
    child.on('close', (code, signal) => {
      clearInterval(poll);
      resolve({ code, signal, stdout: Buffer.concat(out), stderr: Buffer.concat(err), ms: Date.now() - t0, peakKiB });
    });
  });
}

export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return false;
  }
}

export const lastLine = (b: Buffer): string => b.toString('utf8').replace(/\n$/, '').split('\n').pop() ?? '';
