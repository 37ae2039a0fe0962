// A worker thread (entry-worker.ts) reads and judges the loaded skills' entries ahead, in validate's
// order, while the rules run here. Nothing waits for it: an entry whose answer has not come is
// inspected here with the same inspectEntry, so a result never depends on the thread
// (docs/architecture.md#why-it-is-fast-where-it-is).
import { statSync } from 'node:fs';
import path from 'node:path';
import type { MessagePort, Worker } from 'node:worker_threads';
import type { BStr } from '../go/bytes.js';
import type { LoadResult } from '../loader/loader.js';
import { workerThreads } from '../platform/node-builtin.js';
import { BUNDLE_DIR } from '../platform/bundle-dir.js';
import { type EntryFacts, inspectEntry } from './entry-facts.js';


/** Below this many entries the worker's start (60 ms of the other core) is not won back. */
export const MIN_PREFETCH = 1000;
/** The worker's file, next to the bundle (scripts/build.mjs). */
export const WORKER_FILE = 'entry-worker.cjs';

/** What the entry worker is given (workerData). */
export interface EntryJobs {
  paths: BStr[];
  /** [0]: how many leading jobs this thread took for itself (the worker skips them). */
  taken: Int32Array;
  port: MessagePort;
}

/** A worker's batch: job index, then its answer, repeated. */
export type EntryBatch = Array<number | EntryFacts>;

export interface EntryReader {
  /** Job i's entry, `paths[i]`, inspected. */
  read(i: number): EntryFacts;
  /** How many of the worker's answers have come and wait to be taken. */
  held(): number;
  close(): void;
}

/** Inspects on this thread only. */
export function directReader(paths: readonly BStr[]): EntryReader {
  return { read: (i) => inspectEntry(paths[i]), held: () => 0, close: () => {} };
}

/**
 * A reader for `paths`, helped by a worker when there are enough of them and
 * the worker file is in `dir` (a run from the sources has none).
 */
export function entryReader(paths: BStr[], dir = BUNDLE_DIR, min = MIN_PREFETCH): EntryReader {
  if (paths.length < min) return directReader(paths);
  const file = path.join(dir, WORKER_FILE);
  try {
    if (!statSync(file).isFile()) return directReader(paths);
    return new PrefetchReader(paths, file);
  } catch {
    return directReader(paths);
  }
}

class PrefetchReader implements EntryReader {
  /** Answers come and waiting; null: taken, or read here (a late answer for it is dropped). */
  private readonly results: Array<EntryFacts | null | undefined>;
  private waiting = 0;
  private readonly taken: Int32Array;
  private readonly port: MessagePort;
  private readonly worker: Worker;
  private readonly receive: (port: MessagePort) => { message: unknown } | undefined;

  constructor(private readonly paths: BStr[], file: string) {
    const threads = workerThreads();
    this.receive = threads.receiveMessageOnPort;
    this.results = new Array(paths.length);
    this.taken = new Int32Array(new SharedArrayBuffer(4));
    const { port1, port2 } = new threads.MessageChannel();
    this.port = port1;
    const jobs: EntryJobs = { paths, taken: this.taken, port: port2 };
    this.worker = new threads.Worker(file, {
      workerData: jobs,
      transferList: [port2],
      stdout: true,
      stderr: true,
      // A young generation of 8 MiB, not 2: the worker's stats are short-lived garbage, and with 2 it
      // collected so often that it fell behind and left the reads to this thread (+8 MiB peak RSS).
      resourceLimits: { maxYoungGenerationSizeMb: 8, maxOldGenerationSizeMb: 32 },
    });
    // A failing worker leaves the reads to this thread; nothing of it is shown.
    this.worker.on('error', () => {});
    this.worker.unref();
  }

  read(i: number): EntryFacts {
    this.drain();
    const found = this.results[i];
    this.results[i] = null;
    if (found) {
      this.waiting--;
      return found;
    }
    if (Atomics.load(this.taken, 0) <= i) Atomics.store(this.taken, 0, i + 1);
    return inspectEntry(this.paths[i]);
  }

  held(): number {
    this.drain();
    return this.waiting;
  }

  close(): void {
    Atomics.store(this.taken, 0, this.paths.length);
    this.port.close();
    void this.worker.terminate().catch(() => {});
  }

  private drain(): void {
    for (let got = this.receive(this.port); got; got = this.receive(this.port)) {
      const batch = got.message as EntryBatch;
      for (let k = 0; k < batch.length; k += 2) {
        const i = batch[k] as number;
        if (this.results[i] !== undefined) continue; // taken already, or read here
        this.waiting++;
        this.results[i] = batch[k + 1] as EntryFacts;
      }
    }
  }
}

/**
 * How validate reads each manifest's entry: loaded skills' by the reader the worker may help when a rule
 * wants them, any other on the spot. Keyed by load index, as keying outcome objects gives each an identity hash.
 */
export function entryReads(load: LoadResult, inScope: (path: BStr) => boolean, wanted: boolean) {
  const jobs = new Int32Array(load.manifests.length).fill(-1);
  const paths: BStr[] = [];
  if (wanted) {
    for (let k = 0; k < load.manifests.length; k++) {
      const m = load.manifests[k];
      if (m.status === 'registered' && inScope(m.path)) jobs[k] = paths.push(m.skill.entry) - 1;
    }
  }
  const reader = paths.length > 0 ? entryReader(paths) : undefined;
  return {
    /** How the entry of the load's manifest `k` is inspected. */
    inspect(k: number): (at: BStr) => EntryFacts {
      const job = jobs[k];
      if (job === -1 || !reader) return inspectEntry;
      return (at) => (at === paths[job] ? reader.read(job) : inspectEntry(at));
    },
    close: () => reader?.close(),
  };
}
