// The persona parser `run --persona` and validate share (docs/ecosystems.md#personas).
import { mkdirSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { PERSONA_SHAPE, isToolPattern, matchesToolPattern, personaFromDoc, readPersona } from '../../src/ecosystems/persona-doc.js';
import { parseMdDoc } from '../../src/ecosystems/md-doc.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

const parse = (text: string) => personaFromDoc(parseMdDoc('/a/agents/ops.md', Buffer.from(text), PERSONA_SHAPE));
const persona = (extra = '') => `---\nname: ops\ndescription: Runs ops.\nwhen_to_use: For ops.\n${extra}\n---\nYou are ops.\n`;

describe('parsePersona', () => {
  it('reads the fields run needs', () => {
    const p = parse(persona('permission_mode: dual-sign-required\ntools: [a, b]\ndisallowed_tools: ["host_*"]'));
    expect(p.errors).toEqual([]);
    expect(p.persona).toEqual({ permissionMode: 'dual-sign-required' });
  });

  it('leaves permission_mode undefined when unset or empty', () => {
    expect(parse(persona()).persona?.permissionMode).toBeUndefined();
    expect(parse(persona('permission_mode: ""')).persona?.permissionMode).toBeUndefined();
  });

  it("refuses what the manager refuses, in its words, with the file position", () => {
    expect(parse('---\nname: ops\ndescription: d\n---\n').errors).toEqual([
      { code: 'required', message: "chatruntime: /a/agents/ops.md: frontmatter missing required field 'when_to_use'", line: 2, column: 1 },
    ]);
    expect(parse('You are ops.\n').errors.map((e) => e.message)).toEqual([
      "chatruntime: /a/agents/ops.md: frontmatter missing required field 'name'",
      "chatruntime: /a/agents/ops.md: frontmatter missing required field 'description'",
      "chatruntime: /a/agents/ops.md: frontmatter missing required field 'when_to_use'",
    ]);
    expect(parse('---\nname: ops\n').errors).toEqual([
      { code: 'frontmatter', message: 'chatruntime: /a/agents/ops.md: frontmatter started with --- but never closed', line: 1, column: 1 },
    ]);
    expect(parse(persona('name: again')).errors[0]).toMatchObject({
      code: 'yaml',
      message: 'chatruntime: parse /a/agents/ops.md frontmatter: yaml: unmarshal errors: line 4: mapping key "name" already defined at line 1',
      line: 5,
    });
    expect(parse(persona('max_turns: lots')).errors[0].message).toContain('cannot unmarshal !!str `lots` into int');
  });

  it('refuses a permission_mode run cannot gate on', () => {
    const p = parse(persona('permission_mode: yolo').replace('name: ops', 'name: Ops Lead'));
    expect(p.persona).toBeUndefined();
    expect(p.errors).toEqual([{ code: 'permission-mode', message: 'permission_mode "yolo" is not one of read-only, mutating-with-confirm, dual-sign-required', line: 5, column: 18 }]);
  });

  it('reads a file, and says when it cannot', () => {
    base = tempBase();
    mkdirSync(`${base}/agents`);
    writeFileSync(`${base}/agents/ops.md`, persona('permission_mode: read-only'));
    expect(readPersona(`${base}/agents/ops.md`).persona?.permissionMode).toBe('read-only');
    expect(readPersona(`${base}/agents/none.md`).errors[0]).toMatchObject({ code: 'unreadable', message: expect.stringContaining('ENOENT') });
  });
});

describe('tool patterns', () => {
  it('matches exact, *suffix, prefix* and *; other stars are literal', () => {
    expect(matchesToolPattern('*', 'x')).toBe(true);
    expect(matchesToolPattern('*_dns', 'host_probe_dns')).toBe(true);
    expect(matchesToolPattern('host_*', 'host_bash')).toBe(true);
    expect(matchesToolPattern('host_*', 'web_search')).toBe(false);
    expect(matchesToolPattern('host*bash', 'host_bash')).toBe(false);
    expect(matchesToolPattern('host*bash', 'host*bash')).toBe(true);
    expect(['*', '*x', 'x*', 'x'].every(isToolPattern)).toBe(true);
    expect(['**', 'a*b', '*a*'].some(isToolPattern)).toBe(false);
  });
});
