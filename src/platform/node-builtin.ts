// Node's own modules that a start should not pay for unless it uses them,
// required on first use, never at import: node:crypto (5-6 ms to load; most
// runs never sign, verify, hash or name a temp file), node:worker_threads
// (~3 ms; only validate's entry worker and a backtracking schema pattern
// need it) and node:child_process (~0.8 ms past the node:net every run
// loads; `run` starts its skill through the child addon where the build
// made one). Go's crypto packages (go/x509-pkix.ts) stand on node:crypto too,
// so this sits below go/.
//
// process.getBuiltinModule (Node 20.16 and later) loads the module alone;
// createRequire would load node:module and the ES module loader behind it
// (~0.35 ms) first. Before 20.16, the bin's own require does (the bin is
// CommonJS, so it is the main module).

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
