// `mcp` calls that take time: the
// manifest's timeout, notifications/cancelled killing the skill's process
// group, a client that goes away mid-call, --jobs, and the skill's stderr
// as log messages and progress. Processes are checked by pid.
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { alive, connectMcp, mcpTest, until } from '../helpers/mcp.js';
import { buildTree, skill, tempBase } from '../helpers/tree.js';

const t = mcpTest();

// Starts a grandchild, records both pids, then waits for the grandchild.
const LINGER = '#!/bin/sh\nsleep 60 &\necho $! > "$PIDS.child"\necho $$ > "$PIDS.skill"\nwait\n';
const SLOW = '#!/bin/sh\nsleep 30\n';
const CHATTY = '#!/bin/sh\nfor i in 1 2 3; do echo "step $i of 3" >&2; sleep 0.1; done\nprintf \'{"done":true}\'\n';
const STAMP = '#!/bin/sh\necho "start $(date +%s%N)" >> "$PIDS.log"\nsleep 0.6\necho "end $(date +%s%N)" >> "$PIDS.log"\nprintf \'{}\'\n';

function tree(): string {
  t.base = tempBase();
  const env_allow = ['PIDS'];
  buildTree(t.base, {
    files: [
      ...skill('s/linger', { name: 'linger', description: 'd', entry: 'run.sh', env_allow })!,
      { path: 's/linger/run.sh', text: LINGER, mode: '0755' },
      ...skill('s/slow', { name: 'slow', description: 'd', entry: 'run.sh', timeout_seconds: 1 })!,
      { path: 's/slow/run.sh', text: SLOW, mode: '0755' },
      ...skill('s/chatty', { name: 'chatty', description: 'd', entry: 'run.sh' })!,
      { path: 's/chatty/run.sh', text: CHATTY, mode: '0755' },
      ...skill('s/stamp', { name: 'stamp', description: 'd', entry: 'run.sh', env_allow })!,
      { path: 's/stamp/run.sh', text: STAMP, mode: '0755' },
    ],
  });
  return `${t.base}/s`;
}

const pidsOf = async (): Promise<{ skill: number; child: number }> => {
  expect(await until(() => existsSync(`${t.base}/p.skill`) && existsSync(`${t.base}/p.child`) && readFileSync(`${t.base}/p.child`, 'utf8').endsWith('\n'))).toBe(true);
  return { skill: Number(readFileSync(`${t.base}/p.skill`, 'utf8')), child: Number(readFileSync(`${t.base}/p.child`, 'utf8')) };
};

/** A server on raw pipes, in the middle of a call of `linger`. */
function lingering(dir: string): { child: ReturnType<typeof spawn>; exited: Promise<number | null> } {
  const child = spawn(process.execPath, [BIN, 'mcp', '--dir', dir], { env: { ...process.env, PIDS: `${t.base}/p` }, stdio: ['pipe', 'ignore', 'ignore'] });
  t.children.push(child);
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const init = { jsonrpc: '2.0', id: 0, method: 'initialize', params: { protocolVersion: '2025-06-18', capabilities: {}, clientInfo: { name: 't', version: '1' } } };
  const call = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: { name: 'linger', arguments: {} } };
  child.stdin!.write([init, call].map((m) => JSON.stringify(m) + '\n').join(''));
  return { child, exited };
}

describe('mcp: long calls', () => {
  it("the manifest's timeout applies: the manager's timed-out error", async () => {
    t.conn = await connectMcp(['--dir', tree()]);
    const r = await t.conn.client.callTool({ name: 'slow', arguments: {} });
    expect(r).toMatchObject({ isError: true, content: [{ type: 'text', text: 'subprocess skill slow: timed out after 1s' }] });
  });

  it('notifications/cancelled kills the whole process group; the server goes on', async () => {
    t.conn = await connectMcp(['--dir', tree()], { env: { PIDS: `${t.base}/p` } });
    const ac = new AbortController();
    const call = t.conn.client.callTool({ name: 'linger', arguments: {} }, { signal: ac.signal });
    const pids = await pidsOf();
    expect(alive(pids.child)).toBe(true);
    ac.abort();
    await expect(call).rejects.toThrow();
    expect(await until(() => !alive(pids.skill) && !alive(pids.child))).toBe(true);
    expect((await t.conn.client.listTools()).tools.length).toBe(4);
  });

  it('a client that goes away mid-call: the group is killed and the server exits 0', async () => {
    const server = lingering(tree());
    const pids = await pidsOf();
    server.child.stdin!.end();
    expect(await server.exited).toBe(0);
    expect(alive(pids.skill) || alive(pids.child)).toBe(false);
  });

  it('SIGTERM to the server kills the running skills first (exit 130)', async () => {
    const server = lingering(tree());
    const pids = await pidsOf();
    server.child.kill('SIGTERM');
    expect(await server.exited).toBe(130);
    expect(alive(pids.skill) || alive(pids.child)).toBe(false);
  });

  it('--jobs bounds how many skills run at once; each call still gets its answer', async () => {
    const dir = tree();
    const overlaps = async (jobs: string): Promise<boolean> => {
      rmSync(`${t.base}/p.log`, { force: true });
      t.conn = await connectMcp(['--dir', dir, '--jobs', jobs], { env: { PIDS: `${t.base}/p` } });
      const rs = await Promise.all([1, 2, 3].map(() => t.conn!.client.callTool({ name: 'stamp', arguments: {} })));
      expect(rs.every((r) => !r.isError)).toBe(true);
      await t.conn.close();
      t.conn = undefined;
      const events = readFileSync(`${t.base}/p.log`, 'utf8').trim().split('\n').map((l) => l.split(' ')[0]);
      return events.join(',') !== 'start,end,start,end,start,end';
    };
    expect(await overlaps('1')).toBe(false);
    expect(await overlaps('3')).toBe(true);
  });

  it("the skill's stderr comes as log messages (logger: the skill) and, with a progress token, as progress", async () => {
    t.conn = await connectMcp(['--dir', tree()]);
    const logs: unknown[] = [];
    t.conn.client.setNotificationHandler('notifications/message', (n) => void logs.push(n.params));
    const progress: unknown[] = [];
    const r = await t.conn.client.callTool({ name: 'chatty', arguments: {} }, { onprogress: (p) => void progress.push(p) });
    expect(r.structuredContent).toEqual({ done: true });
    expect(logs).toEqual([1, 2, 3].map((i) => ({ level: 'info', logger: 'chatty', data: `step ${i} of 3` })));
    expect(progress).toEqual([1, 2, 3].map((i) => ({ progress: i, message: `step ${i} of 3` })));
  });
});

