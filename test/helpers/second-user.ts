// A second, unprivileged local user for the race tests: `nobody` through
// setpriv, running a renameat2 RENAME_EXCHANGE loop (python3's ctypes: Node
// has no renameat2) that swaps two names, so one of them is always there.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, existsSync } from 'node:fs';
import { afterEach, beforeEach } from 'vitest';
import { removeBase, tempBase } from './tree.js';

export const NOBODY = 65534;
/** A race test's many CLI runs beside a spinning swapper, on a loaded machine. */
export const RACE_TIMEOUT_MS = 240_000;
export const AS_ROOT = process.getuid?.() === 0;
export const PYTHON = ['/usr/bin/python3', '/usr/local/bin/python3'].find((p) => existsSync(p));

/** As nobody: exchange paths `a` and `b` until killed. */
export function exchangeLoop(a: string, b: string): ChildProcess {
  const loop = `import ctypes, os
libc = ctypes.CDLL(None, use_errno=True)
a, b = os.fsencode(${JSON.stringify(a)}), os.fsencode(${JSON.stringify(b)})
while True: libc.renameat2(-100, a, -100, b, 2)`;
  return spawn('setpriv', ['--reuid=nobody', '--regid=nogroup', '--clear-groups', PYTHON!, '-c', loop], { stdio: 'ignore' });
}

/**
 * A fresh folder others may enter (0755) for each test, and the exchange
 * loop started with `swap`, killed after the test.
 */
export function raceFolder(): { readonly base: string; swap(a: string, b: string): void } {
  let base = '';
  let swapper: ChildProcess | undefined;
  beforeEach(() => {
    base = tempBase();
    chmodSync(base, 0o755);
  });
  afterEach(() => {
    swapper?.kill('SIGKILL');
    swapper = undefined;
    removeBase(base);
  });
  return {
    get base() {
      return base;
    },
    swap: (a, b) => {
      swapper = exchangeLoop(a, b);
    },
  };
}
