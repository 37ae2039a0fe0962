// SKILL.md as the manager's chatruntime reads it (docs/ecosystems.md#native-skills): the
// name normalisation and the activation it ends up using.
import { describe, expect, it } from 'vitest';
import { parseMdDoc } from '../../src/ecosystems/md-doc.js';
import { SKILL_SHAPE, SNAKE_NAME, nativeSkill, normalizeName } from '../../src/ecosystems/native-skill.js';

const skill = (front: string) => nativeSkill(parseMdDoc('/p/SKILL.md', Buffer.from(`---\n${front}\n---\n`), SKILL_SHAPE));

describe('normalizeName', () => {
  it.each([
    ['hello-world', 'hello_world'],
    ['Disk Report', 'disk_report'],
    ['  Spaced  ', 'spaced'],
    ['__x--y__', 'x_y'],
    ['a..b//c', 'a_b_c'],
    ['---', 'unnamed'],
    ['', 'unnamed'],
    ['Größe', 'gr_e'],
    // Go's ToLower maps U+0130 to "i" and the Kelvin sign to "k", one rune each.
    ['\u0130stanbul', 'istanbul'],
    ['\u212Aelvin', 'kelvin'],
  ])('%j -> %j', (name, normalized) => {
    expect(normalizeName(name)).toBe(normalized);
  });

  it('leaves valid names alone, and valid means ^[a-z0-9][a-z0-9_]*$', () => {
    expect(['a', '0day', 'disk_report', 'trailing_'].every((n) => SNAKE_NAME.test(n))).toBe(true);
    expect(['_lead', 'Upper', 'kebab-case', 'sp ace', ''].some((n) => SNAKE_NAME.test(n))).toBe(false);
    expect(skill('name: disk_report\ndescription: d').name).toBe('disk_report');
    expect(skill('name: Disk-Report\ndescription: d')).toMatchObject({ rawName: 'Disk-Report', name: 'disk_report' });
  });
});

describe('activation', () => {
  it('defaults to always; unknown modes behave as always', () => {
    expect(skill('name: a').activation).toMatchObject({ behaves: 'always', never: false, from: undefined });
    expect(skill('name: a\nactivation:\n  mode: sometimes').activation).toMatchObject({ mode: 'sometimes', behaves: 'always' });
  });

  it('lets metadata.ongrid.activation win over the top-level block', () => {
    const s = skill('activation:\n  mode: keyword\n  keywords: [disk]\nmetadata:\n  ongrid:\n    activation:\n      mode: always');
    expect(s.activation).toMatchObject({ mode: 'always', from: '/metadata/ongrid/activation', behaves: 'always' });
    expect(s.top.mode).toBe('keyword');
  });

  it('never activates in keyword mode without keywords (blank ones do not count)', () => {
    expect(skill('activation:\n  mode: keyword').activation.never).toBe(true);
    expect(skill('activation:\n  mode: keyword\n  keywords: ["  "]').activation.never).toBe(true);
    expect(skill('activation:\n  mode: keyword\n  keywords: [disk]').activation.never).toBe(false);
  });

  it('reads scope and tool names', () => {
    const s = skill('metadata:\n  ongrid:\n    scope: edge\ntools:\n  - name: du\n  - impl: x\n  - name: df');
    expect(s.scope).toBe('edge');
    expect(s.toolNames).toEqual(['du', 'df']);
  });
});
