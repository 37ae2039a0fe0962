// A regex from the scanned tree with a time limit. A JS regex cannot be interrupted, so a pattern that may be worse than
// linear runs in a worker, waited for (ajv) or not (golden tests), terminated past the budget (RegexBudgetError).
import type { MessagePort, Worker } from 'node:worker_threads';
import { workerThreads } from '../platform/node-builtin.js';
import { jsonPreview } from './json-preview.js';

export const REGEX_BUDGET_MS = 1000;
const BOOT_MS = 20_000;

export class RegexBudgetError extends Error {
  constructor(readonly pattern: string) {
    super(`pattern ${jsonPreview(pattern, 200)} ran over ${REGEX_BUDGET_MS / 1000} s on one value`);
  }
}

/** Values up to this long are tested natively against a pattern that is at worst quadratic (a few million steps). */
const NATIVE_QUADRATIC_MAX = 1024;

/** How a pattern's time can grow, judged conservatively: `linear` only with no unbounded quantifier or one anchored
 * at the start, one elsewhere `quadratic`, else `worse`. A bound above 1000 counts as unbounded. */
export function regexCost(pattern: string, flags = ''): 'linear' | 'quadratic' | 'worse' {
  if (/\)[*+?{]|\\[1-9]|\\k</.test(pattern)) return 'worse';
  const plain = pattern.replace(/\\./g, 'x');
  const unbounded = plain.match(/[*+]|\{\d+,\d{4,}\}|\{\d+,\}/g)?.length ?? 0;
  if (unbounded > 1) return 'worse';
  if (unbounded === 0) return 'linear';
  const anchored = plain.startsWith('^') && !plain.includes('|') && !flags.includes('m');
  return anchored ? 'linear' : 'quadratic';
}

function native(pattern: string, flags: string, s: string): boolean {
  const cost = regexCost(pattern, flags);
  return cost === 'linear' || (cost === 'quadratic' && s.length <= NATIVE_QUADRATIC_MAX);
}

const WORKER = `
const { workerData } = require('node:worker_threads');
const flag = new Int32Array(workerData.sab);
const port = workerData.port;
const cache = new Map();
port.on('message', ({ pattern, flags, s }) => {
  let r;
  try {
    const key = flags + '/' + pattern;
    let rx = cache.get(key);
    if (!rx) cache.set(key, (rx = new RegExp(pattern, flags)));
    r = { ok: rx.test(s) };
  } catch (e) { r = { error: String(e && e.message) }; }
  port.postMessage(r);
  Atomics.store(flag, 0, 1);
  Atomics.notify(flag, 0);
});
Atomics.store(flag, 0, 1);
Atomics.notify(flag, 0);
`;

interface Runner {
  worker: Worker;
  port: MessagePort;
  flag: Int32Array;
}

let runner: Runner | undefined;

function start(): Runner {
  const { MessageChannel, Worker } = workerThreads();
  const sab = new SharedArrayBuffer(4);
  const { port1, port2 } = new MessageChannel();
  const worker = new Worker(WORKER, { eval: true, workerData: { sab, port: port2 }, transferList: [port2] });
  worker.unref();
  port1.unref();
  const flag = new Int32Array(sab);
  if (Atomics.wait(flag, 0, 0, BOOT_MS) === 'timed-out') throw new Error('the regular expression worker did not start');
  return { worker, port: port1, flag };
}

function answer(r: Runner): boolean {
  const reply = workerThreads().receiveMessageOnPort(r.port)?.message as { ok?: boolean; error?: string } | undefined;
  if (reply?.error !== undefined || reply?.ok === undefined) throw new Error(reply?.error ?? 'no answer from the regular expression worker');
  return reply.ok;
}

function overBudget(r: Runner, pattern: string): never {
  if (runner === r) runner = undefined;
  void r.worker.terminate();
  r.port.close();
  throw new RegexBudgetError(pattern);
}

function testInWorker(pattern: string, flags: string, s: string): boolean {
  const r = (runner ??= start());
  Atomics.store(r.flag, 0, 0);
  r.port.postMessage({ pattern, flags, s });
  if (Atomics.wait(r.flag, 0, 0, REGEX_BUDGET_MS) === 'timed-out') overBudget(r, pattern);
  return answer(r);
}

/** Atomics.waitAsync (Node 16 and later; not yet in the TypeScript lib this project targets). */
interface AtomicsAsync {
  waitAsync(a: Int32Array, i: number, v: number, ms: number): { async: false; value: 'not-equal' | 'timed-out' } | { async: true; value: Promise<'ok' | 'timed-out'> };
}

/** One asynchronous test at a time: the worker answers one question at once. */
let queue: Promise<unknown> = Promise.resolve();

/** The test under the budget, awaited: the main thread stays free (a signal's handler runs). Throws RegexBudgetError. */
export function testBounded(pattern: string, flags: string, s: string): Promise<boolean> {
  if (native(pattern, flags, s)) return Promise.resolve(new RegExp(pattern, flags).test(s));
  const turn = queue.then(async () => {
    const r = (runner ??= start());
    Atomics.store(r.flag, 0, 0);
    r.port.postMessage({ pattern, flags, s });
    // A pending waitAsync holds no handle: the timer keeps the process alive for it.
    const alive = setTimeout(() => undefined, REGEX_BUDGET_MS + 1000);
    try {
      const w = (Atomics as unknown as AtomicsAsync).waitAsync(r.flag, 0, 0, REGEX_BUDGET_MS);
      if ((w.async ? await w.value : w.value) === 'timed-out') overBudget(r, pattern);
      return answer(r);
    } finally {
      clearTimeout(alive);
    }
  });
  queue = turn.catch(() => undefined);
  return turn;
}

/** ajv's `code.regExp`: the pattern compiled here (so a bad one fails at compile), tested under the budget unless plainly linear. */
export function boundedRegExp(pattern: string, flags: string): { test(s: string): boolean; toString(): string } {
  const compiled = new RegExp(pattern, flags);
  if (regexCost(pattern, flags) === 'linear') return compiled;
  // ajv keys its compiled patterns by toString(): it must name the pattern.
  return { test: (s: string) => (native(pattern, flags, String(s)) ? compiled.test(String(s)) : testInWorker(pattern, flags, String(s))), toString: () => compiled.toString() };
}
boundedRegExp.code = 'boundedRegExp';
