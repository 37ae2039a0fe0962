// tools/call re-checks the entry as `run` does, right before the start: an
// entry swapped after the server loaded it, for a link out of the root (or
// a folder of its path for a link), is refused with the manager's build
// line, and the outside program never runs.
import { existsSync, mkdirSync, renameSync, symlinkSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { connectMcp, mcpTest, until } from '../helpers/mcp.js';
import { buildTree, skill, tempBase } from '../helpers/tree.js';

const t = mcpTest();

function tree(): { root: string; outside: string; marker: string } {
  t.base = tempBase();
  const marker = `${t.base}/outside.ran`;
  buildTree(t.base, { files: [...skill('s/swapped', { name: 'swapped', description: 'd', entry: 'run.sh' })!] });
  mkdirSync(`${t.base}/elsewhere`);
  const outside = `${t.base}/elsewhere/run.sh`;
  writeFileSync(outside, `#!/bin/sh\n/usr/bin/touch ${marker}\nprintf '{}'\n`, { mode: 0o755 });
  return { root: `${t.base}/s`, outside, marker };
}

describe('mcp: an entry swapped after the server started', () => {
  it('for a link out of the root: the call is refused with the manager\'s escape line, nothing runs', async () => {
    const { root, outside, marker } = tree();
    t.conn = await connectMcp(['--dir', root]);
    expect((await t.conn.client.callTool({ name: 'swapped', arguments: {} })).isError).toBeFalsy();
    const entry = `${root}/swapped/run.sh`;
    renameSync(entry, `${entry}.old`);
    symlinkSync(outside, entry);
    const r = await t.conn.client.callTool({ name: 'swapped', arguments: {} });
    expect(r.isError).toBe(true);
    const text = (r.content as Array<{ text: string }>)[0].text;
    expect(text).toContain(`the entry of "swapped" changed after the server loaded it: it resolved to ${entry}, now to ${outside}; nothing was started`);
    expect(text).toContain(`skill loader: build swapped (${root}/swapped/skill.json): entry ${outside} escapes allowlist root ${root}`);
    expect(existsSync(marker)).toBe(false);
    // The server's own log line (stderr is read as it comes).
    expect(await until(() => t.conn!.stderr().includes('nothing was started'))).toBe(true);
  });

  it('for a folder of its path swapped for a link: refused as well', async () => {
    const { root, marker } = tree();
    t.conn = await connectMcp(['--dir', root]);
    renameSync(`${root}/swapped`, `${t.base}/swapped.old`);
    symlinkSync(`${t.base}/elsewhere`, `${root}/swapped`);
    const r = await t.conn.client.callTool({ name: 'swapped', arguments: {} });
    expect(r.isError).toBe(true);
    expect((r.content as Array<{ text: string }>)[0].text).toContain('nothing was started');
    expect(existsSync(marker)).toBe(false);
  });
});
