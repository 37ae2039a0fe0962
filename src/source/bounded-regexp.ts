// A schema regular expression with a time limit (issue 11, item 2). A
// JavaScript regex cannot be interrupted where it runs, so a pattern that
// may backtrack (a quantified group, a back-reference, several unbounded
// quantifiers) is tested in a worker thread the caller waits for
// synchronously (Atomics.wait); past the budget the worker is terminated,
// which stops the match, and the test throws RegexBudgetError. Plain
// patterns (`^[a-z]+$`) run here, natively. ajv takes this as `code.regExp`.
import type { MessagePort, Worker } from 'node:worker_threads';
import { workerThreads } from '../go/node-builtin.js';
import { jsonPreview } from './json-preview.js';

/** How long one test of one value may take. */
export const REGEX_BUDGET_MS = 1000;
const BOOT_MS = 20_000;

export class RegexBudgetError extends Error {
  constructor(readonly pattern: string) {
    super(`pattern ${jsonPreview(pattern, 200)} ran over ${REGEX_BUDGET_MS / 1000} s on one value`);
  }
}

/** Could this pattern backtrack more than linearly? Conservative: false only for plainly linear ones. */
export function mayBacktrack(pattern: string): boolean {
  if (/\)[*+?{]|\\[1-9]|\\k</.test(pattern)) return true;
  const unbounded = pattern.replace(/\\./g, 'x').match(/[*+]|\{\d+,\}/g);
  return (unbounded?.length ?? 0) > 1;
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

function testInWorker(pattern: string, flags: string, s: string): boolean {
  const r = (runner ??= start());
  Atomics.store(r.flag, 0, 0);
  r.port.postMessage({ pattern, flags, s });
  if (Atomics.wait(r.flag, 0, 0, REGEX_BUDGET_MS) === 'timed-out') {
    runner = undefined;
    void r.worker.terminate();
    r.port.close();
    throw new RegexBudgetError(pattern);
  }
  const reply = workerThreads().receiveMessageOnPort(r.port)?.message as { ok?: boolean; error?: string } | undefined;
  if (reply?.error !== undefined || reply?.ok === undefined) throw new Error(reply?.error ?? 'no answer from the regular expression worker');
  return reply.ok;
}

/** ajv's `code.regExp`: the pattern compiled here (so a bad one fails at compile), tested under the budget when it may backtrack. */
export function boundedRegExp(pattern: string, flags: string): { test(s: string): boolean; toString(): string } {
  const native = new RegExp(pattern, flags);
  if (!mayBacktrack(pattern)) return native;
  // ajv keys its compiled patterns by toString(): it must name the pattern.
  return { test: (s: string) => testInWorker(pattern, flags, String(s)), toString: () => native.toString() };
}
boundedRegExp.code = 'boundedRegExp';
