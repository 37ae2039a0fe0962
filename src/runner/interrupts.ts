// While skills run, every signal that would end us by default and that a
// handler can catch ends them instead: their groups are killed, then the
// command exits 130. Not in the list: SIGKILL and SIGSTOP (no handler);
// SIGSEGV, SIGBUS, SIGFPE and SIGILL (a real one leaves no safe state for a
// handler); SIGPIPE (Node ignores it) and SIGUSR1 (Node's inspector), which
// do not end a Node process; SIGPROF, the profilers' timer (V8's, under
// node --cpu-prof): a handler of ours would replace V8's, and once removed
// leave the default, so the first tick after a run would kill us; SIGIOT
// and SIGPOLL, other names of SIGABRT and SIGIO.
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
