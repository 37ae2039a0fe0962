// Node's own modules a start should not pay for unless used (node:crypto,
// node:worker_threads, node:child_process), required on first use. Go's crypto
// emulation needs node:crypto, so this sits below go/. Why
// process.getBuiltinModule: docs/internals.md#node-builtins.

function load(id: `node:${string}`): unknown {
  if (typeof process.getBuiltinModule === 'function') return process.getBuiltinModule(id);
  const main = process.mainModule;
  if (main === undefined) throw new Error(`cannot load ${id}: Node ${process.version} has no process.getBuiltinModule and no main module`);
  return main.require(id);
}

/** An accessor that loads Node's module `id` the first time it is called. */
export function lazyBuiltin<T>(id: `node:${string}`): () => T {
  let mod: T | undefined;
  return () => (mod ??= load(id) as T);
}

export const nodeCrypto = lazyBuiltin<typeof import('node:crypto')>('node:crypto');
export const workerThreads = lazyBuiltin<typeof import('node:worker_threads')>('node:worker_threads');
export const childProcess = lazyBuiltin<typeof import('node:child_process')>('node:child_process');
