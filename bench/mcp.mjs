// `mcp`: (1) time from spawn to the initialize response, next to `node -e 0`
// and to `ongrid-skills --help` (a CLI start that loads the bundle); (2) the
// per-call cost of tools/call on a server already started, next to the same
// no-op skill spawned directly by this process (the skill's own run) and to
// `ongrid-skills run` of it, and to a call the server refuses before any
// spawn (args failing the schema: the protocol, the dispatch and the checks
// alone). Interleaved, medians. Budget: tools/call minus the
// skill's own run under 5 ms.
import { spawn } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { benchEnv, measure, median } from './lib.mjs';

const RUNS = Number(process.env.BENCH_RUNS ?? 21);
const CALLS = Number(process.env.BENCH_CALLS ?? 101);
const here = path.dirname(fileURLToPath(import.meta.url));
const bin = path.join(here, '..', 'bin', 'ongrid-skills.js');
const node = process.execPath;

const root = mkdtempSync(path.join(tmpdir(), 'ongrid-bench-mcp-'));
mkdirSync(path.join(root, 'noop'));
writeFileSync(path.join(root, 'noop', 'skill.json'), JSON.stringify({ name: 'noop', description: 'bench', entry: 'run.sh', schema: { type: 'object', properties: { n: { type: 'integer' } } } }));
const entry = path.join(root, 'noop', 'run.sh');
writeFileSync(entry, "#!/bin/sh\nprintf '{}'\n");
chmodSync(entry, 0o755);
const env = benchEnv({ ...process.env, NO_COLOR: '1' });
const cwd = mkdtempSync(path.join(tmpdir(), 'ongrid-bench-cwd-'));

const INIT = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 'bench', version: '1' } } };

/** A server on pipes: `request` sends one message and resolves with the response of the same id. */
function server() {
  const t0 = performance.now();
  const child = spawn(node, [bin, 'mcp', '--dir', root], { env, cwd, stdio: ['pipe', 'pipe', 'ignore'] });
  const waiting = new Map();
  let buf = '';
  child.stdout.on('data', (c) => {
    buf += c.toString('utf8');
    for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
      const msg = JSON.parse(buf.slice(0, nl));
      buf = buf.slice(nl + 1);
      waiting.get(msg.id)?.(msg);
      waiting.delete(msg.id);
    }
  });
  const request = (msg) =>
    new Promise((resolve) => {
      waiting.set(msg.id, resolve);
      child.stdin.write(JSON.stringify(msg) + '\n');
    });
  const stop = () => new Promise((resolve) => (child.on('exit', resolve), child.stdin.end()));
  return { t0, request, stop };
}

async function startup() {
  const s = server();
  await s.request(INIT);
  const ms = performance.now() - s.t0;
  await s.stop();
  return ms;
}

/** The skill's own run: spawned as the runner spawns it (own group, args on stdin), by a process already started. */
function direct() {
  return new Promise((resolve) => {
    const t0 = performance.now();
    const child = spawn(entry, [], { env: {}, cwd, detached: true, stdio: ['pipe', 'pipe', 'pipe'] });
    child.stdout.resume();
    child.stderr.resume();
    child.stdin.on('error', () => undefined);
    child.stdin.end('{}');
    child.on('close', () => resolve(performance.now() - t0));
  });
}

try {
  const start = { mcp: [], node: [], help: [] };
  for (let i = 0; i < RUNS; i++) {
    start.mcp.push(await startup());
    start.node.push((await measure([node, '-e', '0'], { env, cwd, expect: 0 })).ms);
    start.help.push((await measure([node, bin, '--help'], { env, cwd, expect: 0 })).ms);
  }
  const s = server();
  await s.request(INIT);
  let id = 1;
  const call = async (args, refused = false) => {
    const t0 = performance.now();
    const r = await s.request({ jsonrpc: '2.0', id: id++, method: 'tools/call', params: { name: 'noop', arguments: args } });
    if (Boolean(r.result?.isError) !== refused || r.error) throw new Error(`unexpected answer: ${JSON.stringify(r)}`);
    return performance.now() - t0;
  };
  await call({}); // the first call loads the runner and ajv; a started server has paid that already
  const calls = { mcp: [], refused: [], direct: [], run: [] };
  for (let i = 0; i < CALLS; i++) {
    calls.mcp.push(await call({}));
    calls.refused.push(await call({ n: 'x' }, true));
    calls.direct.push(await direct());
    if (i < RUNS) calls.run.push((await measure([node, bin, 'run', 'noop', '--dir', root], { env, cwd, input: '{}', expect: 0 })).ms);
  }
  await s.stop();
  const m = (xs) => median(xs);
  const row = (name, ms, note = '') => `${name.padEnd(40)} ${ms.toFixed(1).padStart(7)} ms${note}`;
  console.log(`mcp start: median of ${RUNS} interleaved runs`);
  console.log(row('node -e 0', m(start.node)));
  console.log(row('ongrid-skills --help', m(start.help)));
  console.log(row('ongrid-skills mcp: spawn -> initialize', m(start.mcp), `   ${(m(start.mcp) / m(start.node)).toFixed(2)}x node -e 0`));
  console.log(`mcp calls: median of ${CALLS} interleaved calls of a no-op skill (run: ${RUNS})`);
  console.log(row("the skill's own run (spawned directly)", m(calls.direct)));
  console.log(row('tools/call refused before any spawn', m(calls.refused), '   (protocol, dispatch, re-encoding, schema check)'));
  console.log(row('tools/call on a started server', m(calls.mcp), `   overhead ${(m(calls.mcp) - m(calls.direct)).toFixed(1)} ms over the bare spawn (budget 5 ms)`));
  console.log(row('ongrid-skills run', m(calls.run), `   ${(m(calls.run) / m(calls.mcp)).toFixed(1)}x tools/call`));
} finally {
  rmSync(root, { recursive: true, force: true });
  rmSync(cwd, { recursive: true, force: true });
}
