// Native skills (SKILL.md in packs) as read-only resources:
// those the manager would load are listed with file:// URIs and read
// back as their text; a refused file is not offered; an unknown URI is a
// protocol error; --help shows examples.
import { pathToFileURL } from 'node:url';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { connectMcp, mcpTest } from '../helpers/mcp.js';
import { buildTree, skill, tempBase } from '../helpers/tree.js';

const t = mcpTest();

const DOC = '---\nname: query_promql\ndescription: Run PromQL.\n---\n# Query\nAsk Prometheus.\n';

describe('mcp: native skills as resources', () => {
  it('lists the SKILL.md files the manager would load and reads them back; refused ones are left out', async () => {
    t.base = tempBase();
    buildTree(t.base, {
      files: [
        ...skill('r/plain', { name: 'plain_skill', description: 'd', entry: 'run.sh' })!,
        { path: 'r/oc-pack/openclaw.plugin.json', text: '{"name": "oc-pack", "skills": ["skills/query"]}' },
        { path: 'r/oc-pack/skills/query/SKILL.md', text: DOC },
        { path: 'r/loose/SKILL.md', text: '---\nname: broken\n---\n' },
      ],
    });
    t.conn = await connectMcp(['--dir', `${t.base}/r`]);
    const uri = pathToFileURL(`${t.base}/r/oc-pack/skills/query/SKILL.md`).href;
    const { resources } = await t.conn.client.listResources();
    expect(resources).toEqual([{ uri, name: 'query_promql', title: 'query_promql (pack oc-pack)', description: 'Run PromQL.', mimeType: 'text/markdown' }]);
    expect((await t.conn.client.readResource({ uri })).contents).toEqual([{ uri, mimeType: 'text/markdown', text: DOC }]);
    await expect(t.conn.client.readResource({ uri: pathToFileURL(`${t.base}/r/loose/SKILL.md`).href })).rejects.toMatchObject({ code: -32602 });
  });

  it('--help has examples and says what the server does', () => {
    const r = runCli(['mcp', '--help']);
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('Examples:\n  $ ongrid-skills mcp /etc/ongrid/skills');
    expect(r.stdout).toContain('--permission-mode dual-sign-required');
  });
});
