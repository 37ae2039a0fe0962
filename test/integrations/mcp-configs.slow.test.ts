// The MCP client recipes docs/commands/mcp.md gives, run as a client would
// run them: each `mcpServers` entry and the `claude mcp add` command start a
// server (the SDK's client over stdio, from a folder of the client's own)
// that lists the skills. The package comes from a tarball `npm pack` made:
// installed in the project, so the pinned `npx --yes ongrid-skills@VERSION`
// resolves without a registry, and named by path for the `--package` recipe.
import { Client } from '@modelcontextprotocol/client';
import { StdioClientTransport } from '@modelcontextprotocol/client/stdio';
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { npmEnv, packTarball, REPO } from '../helpers/pack.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const PAGE = readFileSync(path.join(REPO, 'docs/commands/mcp.md'), 'utf8');
const VERSION = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string }).version;
const base = tempBase();
const project = path.join(base, 'project');
const skills = path.join(project, 'skills');
let tarball = '';

beforeAll(() => {
  tarball = packTarball(base);
  mkdirSync(path.join(skills, 'hello'), { recursive: true });
  writeFileSync(path.join(skills, 'hello/skill.json'), '{"name":"hello","description":"says hello","entry":"run.sh"}\n');
  writeFileSync(path.join(skills, 'hello/run.sh'), "#!/bin/sh\necho '{}'\n");
  chmodSync(path.join(skills, 'hello/run.sh'), 0o755);
  writeFileSync(path.join(project, 'package.json'), '{"name":"p","private":true}\n');
  const r = spawnSync('npm', ['install', '--no-save', tarball], { cwd: project, env: npmEnv(base), encoding: 'utf8' });
  if (r.status !== 0) throw new Error(r.stderr);
}, 180_000);
afterAll(() => removeBase(base));

/** The page's placeholders made real: the skills folder, the tarball, the shell's $PWD. */
const real = (s: string): string => s.replaceAll('/home/me/skills', skills).replaceAll(`/opt/tools/ongrid-skills-${VERSION}.tgz`, tarball);

async function toolsOf(command: string, args: string[]): Promise<string[]> {
  const client = new Client({ name: 'docs-recipe', version: '1' });
  const env = npmEnv(base, { PATH: `${path.join(project, 'node_modules/.bin')}:${process.env.PATH}` }) as Record<string, string>;
  const transport = new StdioClientTransport({ command, args, cwd: project, env, stderr: 'ignore' });
  await client.connect(transport);
  try {
    return (await client.listTools()).tools.map((t) => t.name);
  } finally {
    await client.close();
  }
}

describe('docs/commands/mcp.md client recipes', () => {
  const entries = [...PAGE.matchAll(/```json\n([\s\S]*?)```/g)].map((m) => (JSON.parse(m[1]) as { mcpServers: Record<string, { command: string; args: string[] }> }).mcpServers['ongrid-skills']);

  it('names the version this package is, pinned, in every npx recipe', () => {
    expect(entries.length).toBeGreaterThanOrEqual(3);
    for (const e of entries.filter((x) => x.command === 'npx')) expect(e.args.some((a) => a === `ongrid-skills@${VERSION}` || a.endsWith(`ongrid-skills-${VERSION}.tgz`))).toBe(true);
  });

  it('each mcpServers entry starts a server that lists the skills', async () => {
    for (const e of entries) {
      expect(await toolsOf(e.command, e.args.map(real)), JSON.stringify(e)).toEqual(['hello']);
    }
  }, 180_000);

  it('the claude mcp add command starts one too', async () => {
    const line = /^claude mcp add ongrid-skills -- (.*)$/m.exec(PAGE)![1];
    expect(line).toContain(`npx --yes ongrid-skills@${VERSION} mcp`);
    expect(await toolsOf('bash', ['-c', `exec ${line}`])).toEqual(['hello']);
  }, 60_000);
});
