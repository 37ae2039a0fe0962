// `mcp` over real stdio with the SDK's client: initialize,
// tools/list equal to `list --tools mcp`, a safe call through the exact
// runner, a failing call with the manager's error string, bad requests.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { connectMcp, mcpTest } from '../helpers/mcp.js';
import { buildTree, skill, tempBase } from '../helpers/tree.js';

const t = mcpTest();

const ECHO = '#!/bin/sh\necho "read the args" >&2\ncat\n';
const FAIL = '#!/bin/sh\necho "disk is full" >&2\nexit 3\n';

function tree(): string {
  t.base = tempBase();
  buildTree(t.base, {
    files: [
      ...skill('s/echo', { name: 'echo_args', description: 'Echoes <its> args & more', entry: 'run.sh', schema: { properties: { n: { type: 'integer' }, b: {}, a: {} } } })!,
      { path: 's/echo/run.sh', text: ECHO, mode: '0755' },
      ...skill('s/fail', { name: 'fails', description: 'always fails', entry: 'run.sh' })!,
      { path: 's/fail/run.sh', text: FAIL, mode: '0755' },
      ...skill('s/mut', { name: 'restarts', description: 'restarts a thing', entry: 'run.sh', class: 'mutating' })!,
      ...skill('s/bad', { name: 'bad_schema', description: 'd', entry: 'run.sh', schema: [1] })!,
    ],
  });
  return `${t.base}/s`;
}

describe('mcp: the manager\'s tools, served', () => {
  it('initialize answers with our name and version; stdout carries protocol only, the loader lines go to stderr', async () => {
    const dir = tree();
    t.conn = await connectMcp(['--dir', dir]);
    expect(t.conn.client.getServerVersion()).toMatchObject({ name: 'ongrid-skills' });
    expect(t.conn.client.getServerCapabilities()?.tools).toBeDefined();
    await t.conn.client.listTools();
    expect(t.conn.stderr()).toContain(`skill loader: registered subprocess skill "echo_args" from ${dir}/echo/skill.json`);
    expect(t.conn.stderr()).toContain('warning: no tool for "bad_schema"');
  });

  it('tools/list is `list --tools mcp`, tool for tool (names, descriptions, schemas)', async () => {
    const dir = tree();
    const listed = runCli(['list', '--dir', dir, '--tools', 'mcp']);
    expect(listed.code).toBe(0);
    t.conn = await connectMcp(['--dir', dir]);
    const { tools } = await t.conn.client.listTools();
    expect(tools).toEqual(JSON.parse(listed.stdout));
    expect(tools.map((t) => t.name)).toEqual(['echo_args', 'fails']);
  });

  it('a safe call runs through the runner: args re-encoded as the agent path does, stdout as text and structuredContent', async () => {
    t.conn = await connectMcp(['--dir', tree()]);
    const r = await t.conn.client.callTool({ name: 'echo_args', arguments: { n: 2, device_id: 'd1', edge_id: 'e', b: [1, 2.5], a: 'é<' } });
    expect(r.isError).toBeFalsy();
    expect(r.content).toEqual([{ type: 'text', text: '{"a":"é\\u003c","b":[1,2.5],"n":2}' }]);
    expect(r.structuredContent).toEqual({ a: 'é<', b: [1, 2.5], n: 2 });
    expect(t.conn.stderr()).toContain('[echo_args] read the args');
  });

  it('a failing call is isError with the manager\'s error string, exactly as `run` prints it', async () => {
    const dir = tree();
    const run = runCli(['run', 'fails', '--dir', dir, '--as', 'llm']);
    const managerError = run.stderr.trimEnd().split('\n').at(-1)!;
    expect(managerError).toBe('subprocess skill fails: exit 3 (stderr: disk is full)');
    t.conn = await connectMcp(['--dir', dir]);
    const r = await t.conn.client.callTool({ name: 'fails', arguments: {} });
    expect(r).toMatchObject({ isError: true, content: [{ type: 'text', text: managerError }] });
  });

  it('args that do not match the schema are isError and nothing starts; --no-validate-args passes them', async () => {
    const dir = tree();
    t.conn = await connectMcp(['--dir', dir]);
    const r = await t.conn.client.callTool({ name: 'echo_args', arguments: { n: 'two' } });
    expect(r.isError).toBe(true);
    expect((r.content as Array<{ text: string }>)[0].text).toMatch(/^args do not match the schema of "echo_args" \(1 problem\); nothing was started\n {2}\/n: must be integer/);
    await t.conn.close();
    t.conn = await connectMcp(['--dir', dir, '--no-validate-args']);
    const passed = await t.conn.client.callTool({ name: 'echo_args', arguments: { n: 'two' } });
    expect(passed.structuredContent).toEqual({ n: 'two' });
  });

  it('an unknown tool, or a skill the manager never offers, is a protocol error (-32602) naming it', async () => {
    t.conn = await connectMcp(['--dir', tree()]);
    await expect(t.conn.client.callTool({ name: 'nope', arguments: {} })).rejects.toMatchObject({ code: -32602, message: expect.stringContaining('unknown tool "nope"') });
    await expect(t.conn.client.callTool({ name: 'restarts', arguments: {} })).rejects.toMatchObject({
      code: -32602,
      message: expect.stringContaining('it is a mutating skill, which the manager never offers a model; start the server with --all'),
    });
    // The server is still there.
    expect((await t.conn.client.listTools()).tools).toHaveLength(2);
  });
});
