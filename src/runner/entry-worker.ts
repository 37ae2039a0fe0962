// The entry worker (dist/entry-worker.cjs, started by entry-prefetch.ts):
// inspects its entries in order with validate's own inspectEntry, skipping
// what the main thread has taken meanwhile, and posts answers in batches.
import { workerData } from 'node:worker_threads';
import { inspectEntry } from './entry-facts.js';
import type { EntryBatch, EntryJobs } from './entry-prefetch.js';

/** Jobs a batch holds: a message costs about as much as a few reads. */
const BATCH = 32;

const { paths, taken, port } = workerData as EntryJobs;
let batch: EntryBatch = [];
for (let i = Atomics.load(taken, 0); i < paths.length; i++) {
  const first = Atomics.load(taken, 0);
  if (i < first) {
    i = first - 1;
    continue;
  }
  batch.push(i, inspectEntry(paths[i]));
  if (batch.length >= 2 * BATCH) {
    port.postMessage(batch);
    batch = [];
  }
}
if (batch.length > 0) port.postMessage(batch);
