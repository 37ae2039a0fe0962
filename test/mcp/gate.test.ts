// The permission gate through MCP and what --all offers:
// mutating asks through elicitation (accept runs, decline and cancel
// refuse, no elicitation capability refuses naming --yes); dangerous runs
// only under dual-sign-required with two distinct --approver names;
// --persona and the config's permissionMode apply as in `run`.
import { existsSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { type Connected, connectMcp, mcpTest } from '../helpers/mcp.js';
import { buildTree, skill, tempBase } from '../helpers/tree.js';

const t = mcpTest();

// Leaves a mark when it runs, so a refusal can be seen to start nothing.
const MARK = '#!/bin/sh\ntouch "$MARKS/$(basename "$(dirname "$0")")"\nprintf \'{"ran":true}\'\n';

function tree(): string {
  t.base = tempBase();
  const env_allow = ['MARKS'];
  buildTree(t.base, {
    files: [
      ...skill('s/look', { name: 'looks', description: 'reads a thing', entry: 'run.sh', env_allow })!,
      { path: 's/look/run.sh', text: MARK, mode: '0755' },
      ...skill('s/mut', { name: 'restarts', description: 'restarts a thing', entry: 'run.sh', class: 'mutating', env_allow })!,
      { path: 's/mut/run.sh', text: MARK, mode: '0755' },
      ...skill('s/dan', { name: 'wipes', description: 'wipes a disk', entry: 'run.sh', class: 'dangerous', env_allow })!,
      { path: 's/dan/run.sh', text: MARK, mode: '0755' },
    ],
  });
  return `${t.base}/s`;
}

const ran = (folder: string): boolean => existsSync(`${t.base}/${folder}`);
const textOf = (r: { content?: unknown }): string => (r.content as Array<{ text: string }>)[0].text;

/** A client that answers every elicitation with `action` and records the questions. */
async function eliciting(args: string[], action: 'accept' | 'decline' | 'cancel', questions: string[] = []): Promise<Connected> {
  const c = await connectMcp(args, { env: { MARKS: t.base }, capabilities: { elicitation: { form: {} } } });
  c.client.setRequestHandler('elicitation/create', (req) => {
    questions.push(String(req.params.message));
    return action === 'accept' ? { action, content: {} } : { action };
  });
  return c;
}

describe('mcp --all', () => {
  it('offers every class with title and annotations; the class is said in the description; safe tools stay the manager\'s', async () => {
    const dir = tree();
    const manager = JSON.parse(runCli(['list', '--dir', dir, '--tools', 'mcp']).stdout) as Array<Record<string, unknown>>;
    t.conn = await connectMcp(['--dir', dir, '--all']);
    const { tools } = await t.conn.client.listTools();
    expect(tools.map((t) => t.name)).toEqual(['looks', 'restarts', 'wipes']);
    const [looks, restarts, wipes] = tools;
    expect(looks).toEqual({ ...manager[0], title: 'looks', annotations: { title: 'looks', readOnlyHint: true, destructiveHint: false } });
    expect(restarts.annotations).toEqual({ title: 'restarts', readOnlyHint: false, destructiveHint: false });
    expect(restarts.description).toMatch(/^restarts a thing\n\nReturns: \{\.\.\.\} \(subprocess skill output\)\n\nClass: mutating\. /);
    expect(wipes.annotations).toMatchObject({ destructiveHint: true });
    expect(wipes.description).toContain('Class: dangerous.');
  });
});

describe('mcp: the gate through the protocol', () => {
  it('mutating, the user accepts: the client is asked (with the args) and the skill runs', async () => {
    const questions: string[] = [];
    t.conn = await eliciting(['--dir', tree(), '--all'], 'accept', questions);
    const r = await t.conn.client.callTool({ name: 'restarts', arguments: { b: 1, a: 2 } });
    expect(r.structuredContent).toEqual({ ran: true });
    expect(questions).toEqual(['"restarts" is a mutating skill and may change state. Run it with these args?\n{"a":2,"b":1}']);
    expect(ran('mut')).toBe(true);
  });

  it.each(['decline', 'cancel'] as const)('mutating, the user answers %s: refused, nothing started', async (action) => {
    t.conn = await eliciting(['--dir', tree(), '--all'], action);
    const r = await t.conn.client.callTool({ name: 'restarts', arguments: {} });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toBe(`refused: the user did not confirm "restarts" (${action}); nothing was started`);
    expect(ran('mut')).toBe(false);
  });

  it('a client without elicitation: mutating is refused naming --yes; with --yes it runs unasked', async () => {
    const dir = tree();
    t.conn = await connectMcp(['--dir', dir, '--all'], { env: { MARKS: t.base } });
    const r = await t.conn.client.callTool({ name: 'restarts', arguments: {} });
    expect(r.isError).toBe(true);
    expect(textOf(r)).toContain('this client cannot ask the user (no elicitation capability); start the server with --yes');
    expect(ran('mut')).toBe(false);
    await t.conn.close();
    t.conn = await connectMcp(['--dir', dir, '--all', '--yes'], { env: { MARKS: t.base } });
    expect((await t.conn.client.callTool({ name: 'restarts', arguments: {} })).structuredContent).toEqual({ ran: true });
  });

  it('dangerous: refused by default, even when the client can ask; allowed with dual-sign-required and two approvers', async () => {
    const dir = tree();
    const questions: string[] = [];
    t.conn = await eliciting(['--dir', dir, '--all'], 'accept', questions);
    const refused = await t.conn.client.callTool({ name: 'wipes', arguments: {} });
    expect(textOf(refused)).toMatch(/^refused: "wipes" is a dangerous skill, and the permission mode mutating-with-confirm \(from the default\) does not allow those; --permission-mode dual-sign-required/);
    expect(questions).toEqual([]);
    await t.conn.close();
    t.conn = await connectMcp(['--dir', dir, '--all', '--permission-mode', 'dual-sign-required', '--approver', 'ana', '--approver', 'ANA '], { env: { MARKS: t.base } });
    expect(textOf(await t.conn.client.callTool({ name: 'wipes', arguments: {} }))).toContain('both names are the same person');
    await t.conn.close();
    t.conn = await connectMcp(['--dir', dir, '--all', '--permission-mode', 'dual-sign-required', '--approver', 'ana'], { env: { MARKS: t.base } });
    expect(textOf(await t.conn.client.callTool({ name: 'wipes', arguments: {} }))).toContain('needs two different approvers; start the server with');
    expect(ran('dan')).toBe(false);
    await t.conn.close();
    t.conn = await connectMcp(['--dir', dir, '--all', '--permission-mode', 'dual-sign-required', '--approver', 'ana', '--approver', 'ben'], { env: { MARKS: t.base } });
    expect((await t.conn.client.callTool({ name: 'wipes', arguments: {} })).structuredContent).toEqual({ ran: true });
  });

  it('--persona and the config permissionMode set the mode as in run (read-only refuses mutating without asking)', async () => {
    const dir = tree();
    const persona = `${t.base}/ops.md`;
    writeFileSync(persona, '---\nname: ops\ndescription: d\nwhen_to_use: w\npermission_mode: read-only\n---\nYou are ops.\n');
    const questions: string[] = [];
    t.conn = await eliciting(['--dir', dir, '--all', '--persona', persona], 'accept', questions);
    expect(textOf(await t.conn.client.callTool({ name: 'restarts', arguments: {} }))).toContain('the permission mode read-only (from the persona) allows only safe skills');
    expect((await t.conn.client.callTool({ name: 'looks', arguments: {} })).structuredContent).toEqual({ ran: true });
    await t.conn.close();
    writeFileSync(`${t.base}/package.json`, '{}');
    writeFileSync(`${t.base}/.ongrid-skillsrc.json`, '{"permissionMode":"read-only"}');
    t.conn = await connectMcp(['--dir', dir, '--all'], { cwd: t.base, env: { MARKS: t.base }, capabilities: { elicitation: {} } });
    expect(textOf(await t.conn.client.callTool({ name: 'restarts', arguments: {} }))).toContain('the permission mode read-only (from the config file)');
    expect(questions).toEqual([]);
    expect(ran('mut')).toBe(false);
  });
});
