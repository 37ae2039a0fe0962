// Node modules required on first use (node:crypto, node:worker_threads, node:child_process) so a start does not pay
// for them; below go/ since Go's crypto emulation needs one. Why process.getBuiltinModule: docs/internals.md#node-builtins.

function load(id: `node:${string}`): unknown {
  if (typeof process.getBuiltinModule === 'function') return process.getBuiltinModule(id);
  const main = process.mainModule;
  if (main === undefined) throw new Error(`cannot load ${id}: Node ${process.version} has no process.getBuiltinModule and no main module`);
  return main.require(id);
}

export function lazyBuiltin<T>(id: `node:${string}`): () => T {
  let mod: T | undefined;
  return () => (mod ??= load(id) as T);
}

export const nodeCrypto = lazyBuiltin<typeof import('node:crypto')>('node:crypto');
export const workerThreads = lazyBuiltin<typeof import('node:worker_threads')>('node:worker_threads');
export const childProcess = lazyBuiltin<typeof import('node:child_process')>('node:child_process');
