// `mcp` with bad input on its stdin: every line that
// is not a JSON-RPC message gets the JSON-RPC error for it, unknown methods
// and arguments that are not an object are protocol errors, and the server
// keeps serving.
import { spawn } from 'node:child_process';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { loadedBy } from '../helpers/loaded.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

const INIT = JSON.stringify({ jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } });
const INITIALIZED = JSON.stringify({ jsonrpc: '2.0', method: 'notifications/initialized' });

function tree(): string {
  base = tempBase();
  buildTree(base, { files: skill('s/a', { name: 'typed', description: 'd', entry: 'run.sh', schema: { type: 'object' } }) });
  return `${base}/s`;
}

/** Writes `lines` to a fresh server, waits for a response with id `lastId`, returns every message it wrote. */
async function exchange(lines: string[], lastId: number): Promise<Array<Record<string, unknown>>> {
  const child = spawn(process.execPath, [BIN, 'mcp', '--dir', tree()], { env: { ...process.env, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'ignore'] });
  const out: Array<Record<string, unknown>> = [];
  let buf = '';
  const done = new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      buf += c.toString('utf8');
      for (let nl = buf.indexOf('\n'); nl >= 0; nl = buf.indexOf('\n')) {
        const msg = JSON.parse(buf.slice(0, nl)) as Record<string, unknown>;
        buf = buf.slice(nl + 1);
        out.push(msg);
        if (msg.id === lastId) resolve();
      }
    });
    child.on('exit', () => reject(new Error(`server exited early; got ${JSON.stringify(out)}`)));
  });
  child.stdin.write([INIT, INITIALIZED, ...lines].join('\n') + '\n');
  try {
    await done;
  } finally {
    child.stdin.end();
  }
  return out;
}

describe('mcp: malformed input', () => {
  it('not JSON, not an object, not JSON-RPC: the JSON-RPC error for each, and the server goes on', async () => {
    const out = await exchange(['this is not json', '[1,2]', '{"jsonrpc":"2.0","id":7}', '{"id":8,"method":"tools/list"}', '{"jsonrpc":"2.0","id":9,"method":"tools/list"}'], 9);
    const errors = out.filter((m) => 'error' in m).map((m) => [m.id, (m.error as { code: number }).code]);
    expect(errors).toEqual([
      [null, -32700],
      [null, -32600],
      [7, -32600],
      [8, -32600],
    ]);
    expect(out.find((m) => m.id === 9)).toMatchObject({ result: { tools: [{ name: 'typed' }] } });
  });

  it('an unknown method is -32601; arguments that are not an object are -32602', async () => {
    const out = await exchange(
      ['{"jsonrpc":"2.0","id":1,"method":"tools/nope"}', '{"jsonrpc":"2.0","id":2,"method":"tools/call","params":{"name":"typed","arguments":"x"}}', '{"jsonrpc":"2.0","id":3,"method":"tools/list"}'],
      3,
    );
    expect(out.find((m) => m.id === 1)).toMatchObject({ error: { code: -32601 } });
    expect(out.find((m) => m.id === 2)).toMatchObject({ error: { code: -32602 } });
    expect(out.find((m) => m.id === 3)).toHaveProperty('result');
  });
});

describe('mcp: a lean start', () => {
  it('initialize and tools/list load neither ajv nor the runner (execa); the first call does', () => {
    const dir = tree();
    const list = JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'tools/list' });
    const started = loadedBy(['mcp', '--dir', dir], { input: [INIT, INITIALIZED, list].join('\n') + '\n' });
    expect(started.bundleLoaded).toBe(true);
    expect(started.sources).toContain('src/mcp/server.ts');
    for (const pkg of ['ajv', 'ajv-formats', 'execa']) expect(started.packages).not.toContain(pkg);
    for (const src of ['src/runner/runner.ts', 'src/runner/args-schema.ts', 'src/mcp/call-tool.ts']) expect(started.sources).not.toContain(src);
    const call = JSON.stringify({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'typed', arguments: {} } });
    const called = loadedBy(['mcp', '--dir', dir], { input: [INIT, INITIALIZED, call].join('\n') + '\n' });
    expect(called.sources).toContain('src/mcp/call-tool.ts');
    expect(called.sources).toContain('src/runner/runner.ts');
  });
});
