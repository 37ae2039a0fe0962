// The entry worker's file, dist/entry-worker.cjs (scripts/build.mjs),
// started by src/runner/entry-prefetch.ts: inspects the entries it is
// given, in order, with the same inspectEntry validate uses, and posts the
// answers in batches.
// It skips what the main thread has taken for itself meanwhile.
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
