// An MCP client (the official SDK's) connected to the built bin over real
// stdio: `ongrid-skills mcp ARGS` as a host would start it.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import type { ChildProcess } from 'node:child_process';
import { afterEach } from 'vitest';
import { removeBase } from './tree.js';
import type { Readable } from 'node:stream';
import { BIN } from './cli.js';

export interface Connected {
  client: Client;
  transport: StdioClientTransport;
  /** The server's pid. */
  pid: number;
  /** Everything the server wrote to stderr so far. */
  stderr: () => string;
  close: () => Promise<void>;
}

export interface ConnectOptions {
  cwd?: string;
  env?: Record<string, string>;
  /** What the client declares (default: nothing, so no elicitation). */
  capabilities?: NonNullable<ConstructorParameters<typeof Client>[1]>['capabilities'];
}

export async function connectMcp(args: string[], opts: ConnectOptions = {}): Promise<Connected> {
  const env: Record<string, string> = {};
  for (const [k, v] of Object.entries({ ...process.env, NO_COLOR: '1', ...opts.env })) {
    if (v !== undefined && (k !== 'ONGRID_SKILLS_EXTERNAL_DIRS' || opts.env?.[k] !== undefined)) env[k] = v;
  }
  const transport = new StdioClientTransport({ command: process.execPath, args: [BIN, 'mcp', ...args], cwd: opts.cwd, env, stderr: 'pipe' });
  let err = '';
  (transport.stderr as Readable).on('data', (c: Buffer) => (err += c.toString('utf8')));
  const client = new Client({ name: 'ongrid-skills-test', version: '1.0.0' }, { capabilities: opts.capabilities ?? {} });
  await client.connect(transport);
  return { client, transport, pid: transport.pid!, stderr: () => err, close: () => client.close() };
}

export { alive } from '../run/helpers.js';

export async function until(check: () => boolean, ms = 10_000): Promise<boolean> {
  const end = Date.now() + ms;
  while (Date.now() < end) {
    if (check()) return true;
    await new Promise((r) => setTimeout(r, 25));
  }
  return check();
}

/** Per-test state of an mcp test file: its temp tree, its connection, raw servers; all cleaned up after each test. */
export interface McpTest {
  base: string;
  conn?: Connected;
  children: ChildProcess[];
}

export function mcpTest(): McpTest {
  const t: McpTest = { base: '', children: [] };
  afterEach(async () => {
    await t.conn?.close();
    t.conn = undefined;
    for (const c of t.children.splice(0)) c.kill('SIGKILL');
    if (t.base) removeBase(t.base);
    t.base = '';
  });
  return t;
}
