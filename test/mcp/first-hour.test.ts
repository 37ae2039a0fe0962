// What a stranger types first: `mcp DIR` takes folders positionally like
// scan, list, validate and test; what `mcp --help` says is true: tools/list
// holds the values `list --tools mcp` prints, in bytes the SDK serialised
// again (no \u003c, integer-like keys in JavaScript's order); its client
// example starts the pinned version.
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { connectMcp, mcpTest } from '../helpers/mcp.js';
import { REPO } from '../helpers/pack.js';
import { buildTree, skill, tempBase } from '../helpers/tree.js';

const t = mcpTest();
const VERSION = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string }).version;

function tree(): string {
  t.base = tempBase();
  buildTree(t.base, {
    files: [
      ...skill('s/a', { name: 'tagged', description: 'Reads <tags> & more', entry: 'run.sh', schema: { type: 'object', properties: { '10': { type: 'string' }, '9': { type: 'string' } } } })!,
      { path: 's/a/run.sh', text: "#!/bin/sh\necho '{}'\n", mode: '0755' },
    ],
  });
  return `${t.base}/s`;
}

/** The raw tools/list response line of a server started as `mcp ...args`. */
async function rawToolsList(args: string[], cwd?: string): Promise<string> {
  const child = spawn(process.execPath, [BIN, 'mcp', ...args], { cwd, env: { ...process.env, NO_COLOR: '1' }, stdio: ['pipe', 'pipe', 'ignore'] });
  t.children.push(child);
  let buf = '';
  const line = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', (c: Buffer) => {
      buf += c.toString('utf8');
      const hit = buf.split('\n').find((l) => l.startsWith('{') && (JSON.parse(l) as { id?: number }).id === 1);
      if (hit) resolve(hit);
    });
    child.on('exit', (code) => reject(new Error(`mcp exited ${code} before answering`)));
  });
  const init = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
  child.stdin.write([init, { jsonrpc: '2.0', method: 'notifications/initialized' }, { jsonrpc: '2.0', id: 1, method: 'tools/list' }].map((m) => JSON.stringify(m)).join('\n') + '\n');
  try {
    return await line;
  } finally {
    child.stdin.end();
  }
}

describe('mcp DIR', () => {
  it('takes a folder positionally, as the other loading commands do', async () => {
    t.conn = await connectMcp([tree()]);
    expect((await t.conn.client.listTools()).tools.map((x) => x.name)).toEqual(['tagged']);
  });

  it('a relative folder is resolved against the current folder', async () => {
    tree();
    t.conn = await connectMcp(['s'], { cwd: t.base });
    expect((await t.conn.client.listTools()).tools.map((x) => x.name)).toEqual(['tagged']);
  });
});

describe('mcp --help tells the truth', () => {
  it('tools/list: the values of `list --tools mcp`, not its bytes', async () => {
    const dir = tree();
    const listed = runCli(['list', dir, '--tools', 'mcp']);
    expect(listed.code).toBe(0);
    const line = await rawToolsList([dir]);
    const served = (JSON.parse(line) as { result: { tools: unknown[] } }).result.tools;
    expect(served).toEqual(JSON.parse(listed.stdout));
    expect(listed.stdout).toContain('\\u003ctags\\u003e');
    expect(line).toContain('<tags>');
    expect(line.indexOf('"9"')).toBeLessThan(line.indexOf('"10"'));
    expect(listed.stdout.indexOf('"10"')).toBeLessThan(listed.stdout.indexOf('"9"'));
    const help = runCli(['mcp', '--help']).stdout;
    expect(help).not.toContain('byte for byte');
    expect(help).toContain('value for value');
    expect(help).toContain('the bytes differ');
  });

  it('its client example starts the pinned version, never the bare name', () => {
    const help = runCli(['mcp', '--help']).stdout;
    expect(help).toContain(`npx --yes ongrid-skills@${VERSION} mcp`);
    expect(help).not.toMatch(/npx (--yes |-y )?ongrid-skills(?!@)/);
  });
});
