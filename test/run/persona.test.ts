import { describe, expect, it } from 'vitest';
import { personaPermissionMode, splitFrontmatter } from '../../src/core/persona.js';

describe('splitFrontmatter (ecosystem.md 1)', () => {
  it('skips leading blank lines, allows trailing blanks on the fences, and CRLF', () => {
    expect(splitFrontmatter('\n\n---  \r\nname: x\r\n---\r\nbody')).toEqual({ ok: true, yaml: 'name: x' });
  });
  it('sees no frontmatter after other text, indentation, or a BOM', () => {
    expect(splitFrontmatter('hello\n---\na: 1\n---')).toEqual({ ok: true, yaml: undefined });
    expect(splitFrontmatter(' ---\na: 1\n---')).toEqual({ ok: true, yaml: undefined });
    expect(splitFrontmatter('\ufeff---\na: 1\n---')).toEqual({ ok: true, yaml: undefined });
  });
  it('fails when the block never closes ("..." does not close it)', () => {
    expect(splitFrontmatter('---\na: 1\n...\n')).toEqual({ ok: false, problem: { kind: 'unclosed' } });
  });
});

describe('personaPermissionMode', () => {
  const persona = (front: string) => `---\nname: ops\ndescription: d\nwhen_to_use: w\n${front}\n---\nYou are ops.\n`;
  it('reads permission_mode', async () => {
    expect(await personaPermissionMode(persona('permission_mode: dual-sign-required'))).toEqual({ ok: true, mode: 'dual-sign-required' });
  });
  it('is undefined when the persona sets none', async () => {
    expect(await personaPermissionMode(persona(''))).toEqual({ ok: true, mode: undefined });
  });
  it('rejects an unknown mode, duplicate keys, and a file with no frontmatter', async () => {
    expect(await personaPermissionMode(persona('permission_mode: yolo'))).toEqual({ ok: false, problem: { kind: 'bad-mode', value: 'yolo' } });
    expect(await personaPermissionMode(persona('permission_mode: read-only\npermission_mode: read-only'))).toMatchObject({ ok: false, problem: { kind: 'yaml' } });
    expect(await personaPermissionMode('just text')).toEqual({ ok: false, problem: { kind: 'no-frontmatter' } });
    expect(await personaPermissionMode('---\n- a\n---\n')).toEqual({ ok: false, problem: { kind: 'not-mapping' } });
  });
});
