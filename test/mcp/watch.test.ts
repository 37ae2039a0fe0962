// mcp --watch: a changed skill.json or entry reloads the
// skills, prints the loader lines for the change on stderr and sends
// notifications/tools/list_changed; the new tools are what tools/list says.
import { writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { connectMcp, mcpTest, until } from '../helpers/mcp.js';
import { buildTree, skill, tempBase } from '../helpers/tree.js';

const t = mcpTest();

describe('mcp --watch', () => {
  it('a changed description, a new skill, a broken manifest: reloaded, said on stderr, list_changed sent', async () => {
    t.base = tempBase();
    buildTree(t.base, { files: skill('s/a', { name: 'alpha', description: 'first', entry: 'run.sh' }) });
    t.conn = await connectMcp(['--dir', `${t.base}/s`, '--watch']);
    expect(t.conn.client.getServerCapabilities()?.tools?.listChanged).toBe(true);
    let changes = 0;
    t.conn.client.setNotificationHandler('notifications/tools/list_changed', () => void changes++);

    writeFileSync(`${t.base}/s/a/skill.json`, JSON.stringify({ name: 'alpha', description: 'second', entry: 'run.sh' }));
    expect(await until(() => changes === 1)).toBe(true);
    expect((await t.conn.client.listTools()).tools.map((t) => t.description)).toEqual(['second\n\nReturns: {...} (subprocess skill output)']);
    expect(await until(() => t.conn!.stderr().includes('reloaded, 1 tool; sent notifications/tools/list_changed'))).toBe(true);

    buildTree(t.base, { files: skill('s/b', { name: 'beta', description: 'new', entry: 'run.sh' }) });
    expect(await until(() => changes === 2)).toBe(true);
    expect((await t.conn.client.listTools()).tools.map((t) => t.name)).toEqual(['alpha', 'beta']);
    expect(await until(() => t.conn!.stderr().includes(`skill loader: registered subprocess skill "beta" from ${t.base}/s/b/skill.json`))).toBe(true);

    writeFileSync(`${t.base}/s/a/skill.json`, '{"name":"alpha",');
    expect(await until(() => changes === 3)).toBe(true);
    expect((await t.conn.client.listTools()).tools.map((t) => t.name)).toEqual(['beta']);
    expect(await until(() => t.conn!.stderr().includes(`skill loader: parse ${t.base}/s/a/skill.json: decode:`))).toBe(true);
  });

  it('an edited entry is a change too; nothing changed sends nothing', async () => {
    t.base = tempBase();
    buildTree(t.base, { files: skill('s/a', { name: 'alpha', description: 'first', entry: 'run.sh' }) });
    t.conn = await connectMcp(['--dir', `${t.base}/s`, '--watch']);
    let changes = 0;
    t.conn.client.setNotificationHandler('notifications/tools/list_changed', () => void changes++);
    await new Promise((r) => setTimeout(r, 1500));
    expect(changes).toBe(0);
    writeFileSync(`${t.base}/s/a/run.sh`, "#!/bin/sh\nprintf '{\"v\":2}'\n", { mode: 0o755 });
    expect(await until(() => changes === 1)).toBe(true);
    expect((await t.conn.client.callTool({ name: 'alpha', arguments: {} })).structuredContent).toEqual({ v: 2 });
  });
});
