// Pack layouts and facts (docs/ecosystems.md#packs).
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { discoverDocs, packRoots } from '../../src/ecosystems/doc-discovery.js';
import { barePackId, detectLayout, inspectPack } from '../../src/ecosystems/pack.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

function put(rel: string, text = '---\nname: x\ndescription: d\n---\n'): void {
  mkdirSync(path.dirname(path.join(base, rel)), { recursive: true });
  writeFileSync(path.join(base, rel), text);
}

describe('detectLayout', () => {
  it("follows the manager's order: openclaw, claude, bare", () => {
    base = tempBase();
    put('p/skills/a/SKILL.md');
    expect(detectLayout(`${base}/p`)).toBe('bare');
    put('p/.claude-plugin/plugin.json', '{"name":"p"}');
    expect(detectLayout(`${base}/p`)).toBe('claude');
    put('p/openclaw.plugin.json', '{"id":"p"}');
    expect(detectLayout(`${base}/p`)).toBe('openclaw');
    put('q/SKILL.md');
    expect(detectLayout(`${base}/q`)).toBe('bare');
    put('r/skills/README.md', 'no skill folder');
    expect(detectLayout(`${base}/r`)).toBeUndefined();
  });
});

describe('barePackId', () => {
  it.each([
    ['My Pack!', 'my-pack'],
    ['disk_tools', 'disk-tools'],
    ['--x--', 'x'],
    ['日本', 'untitled-skill-pack'],
    ['ok-pack', 'ok-pack'],
  ])('%j -> %j', (folder, id) => expect(barePackId(folder)).toBe(id));
});

describe('inspectPack', () => {
  it('reads the manifest id, falling back to name', () => {
    base = tempBase();
    put('p/openclaw.plugin.json', '{"name": " named ", "skills": ["skills/a", "/abs", "a/..b", "skills/none"]}');
    put('p/skills/a/SKILL.md');
    const f = inspectPack(`${base}/p`);
    expect(f).toMatchObject({ layout: 'openclaw', id: 'named', idFrom: 'name', layoutFile: 'openclaw.plugin.json' });
    expect(f.skillsPaths.map((s) => s.problem)).toEqual([undefined, 'absolute', 'dotdot', 'missing']);
  });

  it('finds links that leave the pack, hooks, .mcp.json, skill.json and the signature state', () => {
    base = tempBase();
    put('outside.md', 'x');
    put('p/skills/a/SKILL.md');
    put('p/hooks/pre.sh', '#!/bin/sh\n');
    put('p/.mcp.json', '{}');
    put('p/tools/skill.json', '{}');
    symlinkSync('../../../outside.md', `${base}/p/skills/a/out.md`);
    symlinkSync('SKILL.md', `${base}/p/skills/a/in.md`);
    symlinkSync('nothing', `${base}/p/skills/a/gone`);
    const f = inspectPack(`${base}/p`);
    expect(f).toMatchObject({ layout: 'bare', id: 'p', hooksDir: true, mcpJson: true, skillJsons: ['tools/skill.json'] });
    expect(f.links).toEqual([
      { rel: 'skills/a/gone', target: '', problem: 'dangling' },
      { rel: 'skills/a/out.md', target: `${base}/outside.md`, problem: 'escapes' },
    ]);
    expect(f.signature.state).toBe('unsigned');
  });

  it('records manifests the manager cannot decode', () => {
    base = tempBase();
    put('p/.claude-plugin/plugin.json', '{"id": 1, "configSchema": []}');
    expect(inspectPack(`${base}/p`).manifest?.typeErrors.map((e) => e.key)).toEqual(['id', 'configSchema']);
    put('p/.claude-plugin/plugin.json', '[1]');
    expect(inspectPack(`${base}/p`).manifest?.invalid?.message).toBe('the top level is an array, not an object');
  });
});

describe('discovery', () => {
  it('finds SKILL.md files, personas under agents/, packs (outermost) and folders meant as packs', () => {
    base = tempBase();
    put('tree/oc/openclaw.plugin.json', '{"id":"oc"}');
    put('tree/oc/skills/a/SKILL.md');
    put('tree/bare/skills/b/SKILL.md');
    put('tree/loose/SKILL.md');
    put('tree/agents/ops.md', '---\n---\n');
    put('tree/agents/team/lead.md', '---\n---\n');
    put('tree/docs/readme.md', 'not a persona');
    put('tree/signed-only/signature.json', '{}');
    put('tree/node_modules/x/SKILL.md');
    const found = discoverDocs(`${base}/tree`);
    expect(found.skills.map((s) => path.relative(base, s))).toEqual(['tree/bare/skills/b/SKILL.md', 'tree/loose/SKILL.md', 'tree/oc/skills/a/SKILL.md']);
    expect(found.personas.map((s) => path.relative(base, s))).toEqual(['tree/agents/ops.md', 'tree/agents/team/lead.md']);
    // A folder with a SKILL.md of its own is a container to the manager's walk too (DetectContainer).
    expect(found.packs.map((s) => path.relative(base, s))).toEqual(['tree/bare', 'tree/loose', 'tree/oc']);
    expect(found.strays.map((s) => path.relative(base, s))).toEqual(['tree/signed-only']);
    // Named, it is the same one-skill bare pack; seen from the tree, so is a folder below it.
    expect(discoverDocs(`${base}/tree/loose`).packs).toEqual([`${base}/tree/loose`]);
    put('tree/loose/agents/helper.md', '---\n---\n');
    expect(discoverDocs(`${base}/tree/loose/agents`, `${base}/tree`)).toMatchObject({ packs: [`${base}/tree/loose`], personas: [`${base}/tree/loose/agents/helper.md`] });
    expect(packRoots([`${base}/tree/loose/SKILL.md`])).toEqual([]);
  });

  it('finds personas only where the manager reads them: <pack>/agents/, or a plain agents/ not inside a skill; README.md skipped', () => {
    base = tempBase();
    put('tree/pack/.claude-plugin/plugin.json', '{"name":"p"}');
    put('tree/pack/agents/ops.md', '---\n---\n');
    put('tree/pack/agents/README.md', '# docs');
    put('tree/pack/agents/deep/Lead.MD', '---\n---\n');
    put('tree/pack/skills/s/SKILL.md');
    put('tree/pack/skills/s/agents/grader.md', 'a reference, not a persona');
    put('tree/pack/docs/agents/x.md', 'outside the pack agents/ folder');
    put('tree/plain/agents/sre.md', '---\n---\n');
    put('tree/plain/agents/readme.md', '# docs');
    put('tree/plain/refskill/SKILL.md');
    put('tree/plain/refskill/references/agents/notes.md', 'a skill document');
    const found = discoverDocs(`${base}/tree`);
    expect(found.personas.map((s) => path.relative(base, s)).sort()).toEqual(['tree/pack/agents/deep/Lead.MD', 'tree/pack/agents/ops.md', 'tree/plain/agents/sre.md']);
  });

  it('takes a .claude-plugin/ holding only marketplace.json as a marketplace, not a pack of unknown layout', () => {
    base = tempBase();
    put('tree/.claude-plugin/marketplace.json', '{"name":"m","plugins":[]}');
    put('tree/plugins/p/.claude-plugin/plugin.json', '{"name":"p"}');
    const found = discoverDocs(`${base}/tree`);
    expect(found.strays).toEqual([]);
    expect(found.marketplaces).toEqual([`${base}/tree/.claude-plugin/marketplace.json`]);
    expect(found.packs).toEqual([`${base}/tree/plugins/p`]);
  });
});
