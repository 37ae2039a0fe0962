// Nesting the manager's decoder accepts (10,000 levels),
// and keys repeated 130,000 times, never end in "this is a bug": a schema
// too deep for the JSON Schema checker is a `check-failed` diagnostic on
// that file, every other file keeps its report, and an internal failure in
// one file's checks is a diagnostic on that file too.
import { afterEach, describe, expect, it } from 'vitest';
import { guard } from '../../src/lint/guard.js';
import { TooDeepToCheck } from '../../src/schema/jsonschema.js';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

/** A schema `{"type":"object","properties":{"a": ...}}` nested `levels` deep (two JSON levels each). */
function deepSchema(levels: number): string {
  return '{"type":"object","properties":{"a":'.repeat(levels) + '{"type":"string"}' + '}}'.repeat(levels);
}

function twoSkills(schema: string): void {
  base = tempBase();
  buildTree(base, {
    files: [
      { path: 'deep/skill.json', text: `{"name":"deep","description":"d","entry":"run.sh","schema":${schema}}` },
      { path: 'deep/run.sh', text: '#!/bin/sh\necho {}\n', mode: '0755' },
      { path: 'plain/skill.json', text: '{"name":"plain","description":"d","entry":"run.sh"}' },
      { path: 'plain/run.sh', text: '#!/bin/sh\necho {}\n', mode: '0755' },
    ],
  });
}

type Diag = { rule: string; file: string; severity: string; message: string };

describe('deep nesting', () => {
  for (const levels of [500, 1500, 4990]) {
    it(`validate: a schema ${levels * 2} levels deep is one diagnostic on its file; the other file is still reported`, () => {
      twoSkills(deepSchema(levels));
      const r = runCli(['validate', '--format', 'json', base], { timeoutMs: 60_000 });
      expect(r.stderr).not.toMatch(/unexpected failure|this is a bug/);
      const diags = (JSON.parse(r.stdout) as { diagnostics: Diag[] }).diagnostics;
      expect(diags.some((d) => d.file.endsWith('plain/skill.json') && d.rule === 'timeout-default')).toBe(true);
      const failed = diags.filter((d) => d.rule === 'check-failed');
      expect(failed.length).toBeLessThanOrEqual(1);
      for (const d of failed) {
        expect(d.file).toMatch(/deep\/skill\.json$/);
        expect(d.message).toMatch(/nested \d+ deep, exceeds/);
        expect(d.message).not.toMatch(/bug/);
      }
    }, 70_000);
  }

  it('an internal failure in one file is a check-failed diagnostic naming the bug, with its one line', () => {
    const got: Array<{ reason: string; bug: boolean }> = [];
    guard(() => {
      throw new TypeError('x is not a function\n    at somewhere');
    }, (a) => got.push(a));
    guard(() => {
      throw 'a string';
    }, (a) => got.push(a));
    guard(() => {
      throw new TooDeepToCheck('its schema, nested 9000 deep, exceeds what the JSON Schema checker (ajv) can follow');
    }, (a) => got.push(a));
    expect(got).toEqual([
      { reason: 'TypeError: x is not a function', bug: true },
      { reason: 'a thrown string', bug: true },
      { reason: 'its schema, nested 9000 deep, exceeds what the JSON Schema checker (ajv) can follow', bug: false },
    ]);
  });

  it('a schema repeating a key 130,000 times: validate reports the first 100 and counts the rest, no crash', () => {
    const keys = Array.from({ length: 130_000 }, () => '"a":1').join(',');
    twoSkills(`{"type":"object","default":{${keys}}}`);
    const r = runCli(['validate', '--format', 'json', base], { timeoutMs: 90_000 });
    expect(r.stderr).not.toMatch(/unexpected failure/);
    const diags = (JSON.parse(r.stdout) as { diagnostics: Array<Diag & { args: unknown }> }).diagnostics.filter((d) => d.rule === 'repeated-key');
    // Findings are capped per rule and file (lint/finding-caps.ts): 100 shown, one summary of the rest.
    expect(diags.length).toBe(101);
    expect(diags.map((d) => d.args)).toContainEqual({ more: 129_899 });
  }, 100_000);

  it('a persona repeating a key 130,000 times: validate reports it, no crash', () => {
    base = tempBase();
    const lines = ['---', 'name: p', 'description: d', ...Array.from({ length: 130_000 }, () => 'tools: x'), '---', 'hi', ''];
    buildTree(base, { files: [{ path: 'agents/p.md', text: lines.join('\n') }] });
    // `tools: x` reads as a Claude Code subagent; the manager's verdict (yaml.v3 refuses the repeats) is --profile ongrid's.
    const r = runCli(['validate', '--profile', 'ongrid', `${base}/agents/p.md`], { timeoutMs: 90_000 });
    expect(r.stderr).not.toMatch(/unexpected failure/);
    expect(r.stdout).toMatch(/frontmatter-duplicate-key/);
  }, 100_000);
});
