// Node's own modules that a start should not pay for unless it uses them,
// required on first use, never at import: node:crypto (5-6 ms to load; most
// runs never sign, verify, hash or name a temp file) and node:worker_threads
// (~3 ms; only validate's entry worker and a backtracking schema pattern
// need it). Go's crypto packages stand on Node's here, hence this layer.
import { createRequire } from 'node:module';

/** An accessor that requires Node's module `id` the first time it is called. */
export function lazyBuiltin<T>(id: `node:${string}`): () => T {
  let mod: T | undefined;
  return () => (mod ??= createRequire(import.meta.url)(id) as T);
}

export const nodeCrypto = lazyBuiltin<typeof import('node:crypto')>('node:crypto');
export const workerThreads = lazyBuiltin<typeof import('node:worker_threads')>('node:worker_threads');
