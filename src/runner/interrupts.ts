// While skills run, each catchable signal that would end us kills their groups instead, then the command exits 130.
// Why some are left out (SIGPROF above all): docs/internals.md#interrupts.
export const INTERRUPTS: readonly NodeJS.Signals[] = [
  'SIGHUP',
  'SIGINT',
  'SIGQUIT',
  'SIGTRAP',
  'SIGABRT',
  'SIGUSR2',
  'SIGALRM',
  'SIGTERM',
  'SIGSTKFLT',
  'SIGXCPU',
  'SIGXFSZ',
  'SIGVTALRM',
  'SIGIO',
  'SIGPWR',
  'SIGSYS',
];

/** Any of INTERRUPTS aborts `ac` instead of ending us, for as long as `fn` runs. */
export async function untilInterrupted<T>(ac: AbortController, fn: (interrupt: AbortSignal) => Promise<T>): Promise<T> {
  const onSignal = (): void => ac.abort();
  for (const s of INTERRUPTS) process.on(s, onSignal);
  try {
    return await fn(ac.signal);
  } finally {
    for (const s of INTERRUPTS) process.removeListener(s, onSignal);
  }
}
