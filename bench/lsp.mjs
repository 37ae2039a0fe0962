// The language server on the generated trees (bench/tree.mjs) of 1,000 and
// 10,000 skills: the time from a didChange of one skill.json to the
// diagnostics for that version (p50/p95 over EDITS edits), beside the time
// of a full `validate` of the same tree; the server's peak RSS (VmHWM) on
// the 10,000-skill tree; and the start to the `initialize` result against
// `--version`, medians of interleaved rounds.
// Budgets (docs/commands/lsp.md): p95 <= 50 ms at 1,000 skills, <= 100 ms at 10,000;
// peak RSS <= 250 MiB; initialize <= 1.2x --version.
//
//   npm run build && node bench/lsp.mjs
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import rpc from 'vscode-jsonrpc/node';

const { StreamMessageReader, StreamMessageWriter, createMessageConnection } = rpc;
import { benchEnv, median } from './lib.mjs';
import { generateTree } from './tree.mjs';

const EDITS = Number(process.env.BENCH_EDITS ?? 60);
const ROUNDS = Number(process.env.BENCH_RUNS ?? 7);
const SIZES = (process.env.BENCH_SIZES ?? '1000,10000').split(',').filter(Boolean).map(Number);
const BUDGET = { p95: { 1000: 50, 10000: 100 }, rssMiB: 250, startRatio: 1.2 };
const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin', 'ongrid-skills.js');
const base = mkdtempSync(path.join(tmpdir(), 'ongrid-skills-bench-lsp-'));
const env = benchEnv();
const ms = (ns) => Number(ns) / 1e6;
const pct = (xs, p) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.floor((p / 100) * xs.length))];

function rssKiB(pid) {
  const m = /VmHWM:\s+(\d+) kB/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return m ? Number(m[1]) : 0;
}

async function server(root) {
  const child = spawn(process.execPath, [bin, 'lsp'], { cwd: root, env, stdio: ['pipe', 'pipe', 'ignore'] });
  const conn = createMessageConnection(new StreamMessageReader(child.stdout), new StreamMessageWriter(child.stdin));
  const waiters = new Map();
  conn.onNotification('textDocument/publishDiagnostics', (p) => {
    const w = waiters.get(`${p.uri}@${p.version}`);
    if (w) w();
  });
  conn.onRequest(() => null);
  conn.listen();
  const started = process.hrtime.bigint();
  await conn.sendRequest('initialize', { processId: process.pid, rootUri: pathToFileURL(root).href, capabilities: {} });
  const initMs = ms(process.hrtime.bigint() - started);
  await conn.sendNotification('initialized', {});
  const published = (uri, version) => new Promise((resolve) => waiters.set(`${uri}@${version}`, resolve));
  return {
    child,
    initMs,
    async open(file, text) {
      const uri = pathToFileURL(file).href;
      const got = published(uri, 1);
      await conn.sendNotification('textDocument/didOpen', { textDocument: { uri, languageId: 'json', version: 1, text } });
      await got;
      return uri;
    },
    async edit(uri, version, text) {
      const got = published(uri, version);
      const t0 = process.hrtime.bigint();
      await conn.sendNotification('textDocument/didChange', { textDocument: { uri, version }, contentChanges: [{ text }] });
      await got;
      return ms(process.hrtime.bigint() - t0);
    },
    async stop() {
      await conn.sendRequest('shutdown');
      await conn.sendNotification('exit');
      conn.dispose();
      await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    },
  };
}

function validateMs(root) {
  const t0 = process.hrtime.bigint();
  spawnSync(process.execPath, [bin, 'validate', root], { env, stdio: 'ignore' });
  return ms(process.hrtime.bigint() - t0);
}

let failed = false;
try {
  console.log('(a shared machine: figures are noisy; compare the columns of one run, not runs)');
  for (const n of SIZES) {
    const root = path.join(base, `t${n}`);
    generateTree(root, n);
    const file = path.join(root, 'group-07', 'skill-7', 'skill.json');
    const text = readFileSync(file, 'utf8');
    const s = await server(root);
    const uri = await s.open(file, text);
    const times = [];
    for (let i = 0; i < EDITS; i++) {
      // Alternate a valid and an invalid description, so each edit changes the verdict.
      times.push(await s.edit(uri, i + 2, i % 2 ? text : text.replace(/"description": "[^"]*"/, '"description": ""')));
    }
    const rss = rssKiB(s.child.pid) / 1024;
    await s.stop();
    const full = median(Array.from({ length: 3 }, () => validateMs(root)));
    const p95 = pct(times, 95);
    const over = p95 > BUDGET.p95[n];
    failed ||= over;
    console.log(`${n} skills: didChange -> diagnostics p50 ${pct(times, 50).toFixed(1)} ms, p95 ${p95.toFixed(1)} ms (budget ${BUDGET.p95[n] ?? '-'} ms)${over ? ' OVER' : ''}; full validate ${full.toFixed(0)} ms; server peak RSS ${rss.toFixed(0)} MiB`);
    if (n === 10000) {
      failed ||= rss > BUDGET.rssMiB;
      console.log(`  peak RSS ${rss.toFixed(0)} MiB (budget ${BUDGET.rssMiB} MiB)${rss > BUDGET.rssMiB ? ' OVER' : ''}`);
    }
    rmSync(root, { recursive: true, force: true });
  }
  // Start: both measured the same way, from the spawn to the first byte on
  // stdout (the initialize answer; the version line), interleaved rounds.
  const init = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { processId: null, rootUri: null, capabilities: {} } });
  const firstByte = async (args, input) => {
    const t0 = process.hrtime.bigint();
    const child = spawn(process.execPath, [bin, ...args], { env, stdio: ['pipe', 'pipe', 'ignore'] });
    if (input) child.stdin.write(input);
    await new Promise((resolve) => child.stdout.once('data', resolve));
    const took = ms(process.hrtime.bigint() - t0);
    child.stdin.end();
    await new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once('exit', resolve)));
    return took;
  };
  const ratios = [];
  const inits = [];
  const versions = [];
  for (let r = 0; r < ROUNDS; r++) {
    const v = await firstByte(['--version']);
    const i = await firstByte(['lsp'], `Content-Length: ${Buffer.byteLength(init)}\r\n\r\n${init}`);
    versions.push(v);
    inits.push(i);
    ratios.push(i / v);
  }
  const ratio = median(ratios);
  failed ||= ratio > BUDGET.startRatio;
  console.log(`start: spawn to the initialize answer ${median(inits).toFixed(0)} ms, to --version's line ${median(versions).toFixed(0)} ms: ${ratio.toFixed(2)}x (budget ${BUDGET.startRatio}x)${ratio > BUDGET.startRatio ? ' OVER' : ''}`);
} finally {
  rmSync(base, { recursive: true, force: true });
}
process.exitCode = failed ? 1 : 0;
