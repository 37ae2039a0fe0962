// Claude Code marketplaces: found wherever a
// .claude-plugin/marketplace.json is, checked against Claude Code's
// documented schema, their relative sources resolved inside the root.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../src/commands/validate/index.js';
import { discoverDocs } from '../../src/ecosystems/doc-discovery.js';
import { inspectMarketplace } from '../../src/ecosystems/marketplace.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

function put(rel: string, text: string): void {
  mkdirSync(path.dirname(path.join(base, rel)), { recursive: true });
  writeFileSync(path.join(base, rel), text);
}

const catalogue = (plugins: unknown[], extra: Record<string, unknown> = {}): string =>
  JSON.stringify({ name: 'm', owner: { name: 'o' }, ...extra, plugins }, null, 2);

describe('discovery', () => {
  it('checks a marketplace.json next to a plugin.json too (a plugin that is its own marketplace), and keeps it a pack', () => {
    base = tempBase();
    put('p/.claude-plugin/plugin.json', '{"name":"p"}');
    put('p/.claude-plugin/marketplace.json', catalogue([{ name: 'p', source: './' }]));
    const found = discoverDocs(`${base}/p`);
    expect(found.marketplaces).toEqual([`${base}/p/.claude-plugin/marketplace.json`]);
    expect(found.packs).toEqual([`${base}/p`]);
  });

  it('validate takes a marketplace.json named on the command line, and counts it', async () => {
    base = tempBase();
    put('m/.claude-plugin/marketplace.json', catalogue([{ name: 'gone', source: './plugins/gone' }]));
    const v = await collectValidation([`${base}/m/.claude-plugin/marketplace.json`], {}, { cwd: base, env: {} });
    expect(v.diagnostics.map((d) => d.rule)).toEqual(['marketplace-plugin-path']);
    expect(v.checked.marketplaces).toBe(1);
  });
});

describe('inspectMarketplace', () => {
  it('resolves relative sources under metadata.pluginRoot, and takes a "./" path written from the root as it is', () => {
    base = tempBase();
    put('m/plugins/a/commands/a.md', 'a');
    put('m/plugins/b/commands/b.md', 'b');
    put('m/.claude-plugin/marketplace.json', catalogue([{ name: 'a', source: 'a' }, { name: 'b', source: './plugins/b' }, { name: 'c', source: 'c' }], { metadata: { pluginRoot: './plugins' } }));
    const facts = inspectMarketplace(`${base}/m/.claude-plugin/marketplace.json`);
    expect(facts.entries).toEqual([]);
    expect(facts.paths.map((p) => [p.plugin, p.problem])).toEqual([['c', 'missing']]);
  });

  it('a pluginRoot that leaves the marketplace: every source under it escapes', () => {
    base = tempBase();
    put('elsewhere/a/commands/a.md', 'a');
    put('m/.claude-plugin/marketplace.json', catalogue([{ name: 'a', source: 'a' }], { metadata: { pluginRoot: '../elsewhere' } }));
    expect(inspectMarketplace(`${base}/m/.claude-plugin/marketplace.json`).paths.map((p) => p.problem)).toEqual(['escapes']);
  });

  it('a component path through a link out of the plugin folder escapes; one inside it does not', () => {
    base = tempBase();
    put('m/plugins/a/commands/a.md', 'a');
    put('outside/agents/x.md', 'x');
    symlinkSync('../../../outside/agents', path.join(base, 'm/plugins/a/out'));
    symlinkSync('commands', path.join(base, 'm/plugins/a/in'));
    put('m/.claude-plugin/marketplace.json', catalogue([{ name: 'a', source: './plugins/a', agents: ['./out', './in'] }]));
    const facts = inspectMarketplace(`${base}/m/.claude-plugin/marketplace.json`);
    expect(facts.paths.map((p) => [p.key, p.value, p.problem])).toEqual([['agents', './out', 'escapes']]);
  });

  it('a FIFO named marketplace.json is refused without blocking', () => {
    base = tempBase();
    mkdirSync(path.join(base, 'm/.claude-plugin'), { recursive: true });
    execFileSync('mkfifo', [path.join(base, 'm/.claude-plugin/marketplace.json')]);
    expect(inspectMarketplace(`${base}/m/.claude-plugin/marketplace.json`).invalid?.message).toMatch(/^read: marketplace.json /);
  });

  it('an empty plugins list and unknown top-level keys are fine', () => {
    base = tempBase();
    put('m/.claude-plugin/marketplace.json', catalogue([], { $schema: 'https://example.com/s.json', description: 'd', version: '1.0.0' }));
    const facts = inspectMarketplace(`${base}/m/.claude-plugin/marketplace.json`);
    expect([facts.invalid, facts.shape, facts.entries, facts.paths]).toEqual([undefined, [], [], []]);
  });
});
