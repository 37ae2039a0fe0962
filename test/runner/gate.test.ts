import { describe, expect, it } from 'vitest';
import { type GateInput, chooseMode, decideGate, distinctApprovers } from '../../src/runner/gate.js';

const gate = (over: Partial<GateInput>) =>
  decideGate({ skillClass: 'safe', mode: 'mutating-with-confirm', confirmed: false, approvers: [], interactive: false, ...over });

describe('decideGate (docs/commands/run.md)', () => {
  it('always runs safe skills, whatever the mode', () => {
    for (const mode of ['read-only', 'mutating-with-confirm', 'dual-sign-required'] as const) {
      expect(gate({ mode })).toEqual({ kind: 'allow' });
    }
  });
  it('needs a yes for mutating skills outside read-only', () => {
    expect(gate({ skillClass: 'mutating' })).toEqual({ kind: 'refuse', refusal: 'not-confirmed' });
    expect(gate({ skillClass: 'mutating', interactive: true })).toEqual({ kind: 'ask-confirm' });
    expect(gate({ skillClass: 'mutating', confirmed: true })).toEqual({ kind: 'allow' });
    expect(gate({ skillClass: 'mutating', mode: 'dual-sign-required', confirmed: true })).toEqual({ kind: 'allow' });
  });
  it('refuses mutating skills under read-only, even with --yes', () => {
    expect(gate({ skillClass: 'mutating', mode: 'read-only', confirmed: true })).toEqual({ kind: 'refuse', refusal: 'mutating-read-only' });
  });
  it('runs dangerous skills only under dual-sign-required with two different approvers', () => {
    const d = { skillClass: 'dangerous' as const };
    expect(gate({ ...d, confirmed: true, approvers: ['a', 'b'] })).toEqual({ kind: 'refuse', refusal: 'dangerous-mode' });
    expect(gate({ ...d, mode: 'read-only', approvers: ['a', 'b'] })).toEqual({ kind: 'refuse', refusal: 'dangerous-mode' });
    const ds = { ...d, mode: 'dual-sign-required' as const };
    expect(gate({ ...ds, approvers: ['ana', 'ben'] })).toEqual({ kind: 'allow' });
    expect(gate({ ...ds, approvers: ['ana'] })).toEqual({ kind: 'refuse', refusal: 'approvers-missing' });
    expect(gate({ ...ds, approvers: ['ana', ' ANA '] })).toEqual({ kind: 'refuse', refusal: 'approvers-same' });
    expect(gate({ ...ds, confirmed: true })).toEqual({ kind: 'refuse', refusal: 'approvers-missing' });
    expect(gate({ ...ds, approvers: ['ana'], interactive: true })).toEqual({ kind: 'ask-approver', have: ['ana'] });
  });
});

describe('distinctApprovers', () => {
  it('trims, drops blanks, and counts a person once whatever the case', () => {
    expect(distinctApprovers([' ana', 'Ana', '', ' ', 'ben'])).toEqual(['ana', 'ben']);
  });
});

describe('chooseMode', () => {
  it('takes the flag, then the persona, then the config, then the default', () => {
    expect(chooseMode('read-only', 'dual-sign-required', 'mutating-with-confirm')).toBe('read-only');
    expect(chooseMode(undefined, 'dual-sign-required', 'read-only')).toBe('dual-sign-required');
    expect(chooseMode(undefined, undefined, 'read-only')).toBe('read-only');
    expect(chooseMode()).toBe('mutating-with-confirm');
  });
});
