// A schema nested as deep as the
// manager's decoder takes (up to 9,999 levels inside the manifest), and a
// schema that refers back to itself (`{"$ref":"#"}`), never end in "this is
// a bug" nor lose the other skill's report, in validate, list --tools,
// scan --json and run. The manager never checks args (docs/manager.md#running-a-skill), so
// `run` goes on with a note when the args check cannot finish. Each test
// kills the CLI at its own timeout: a hang fails instead of stalling.
import { afterEach, describe, expect, it } from 'vitest';
import { nestingDepth } from '../../src/schema/nesting.js';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

/** A schema exactly `depth` JSON levels deep, every level one ajv walks into (`additionalProperties`, then `items`). */
function deepSchema(depth: number): string {
  return '{"type":"object","additionalProperties":' + '{"items":'.repeat(depth - 2) + '{}' + '}'.repeat(depth - 2) + '}';
}

const RUN = '#!/bin/sh\ncat >/dev/null\necho \'{"ok":1}\'\n';

/** Two skills: `deep` with `schema`, `plain` with none; `example` goes to deep/examples/one.json. */
function twoSkills(schema: string, example?: string): string {
  base = tempBase();
  const files = [
    { path: 'r/deep/skill.json', text: `{"name":"deep","description":"d","entry":"run.sh","class":"safe","schema":${schema}}` },
    { path: 'r/deep/run.sh', text: RUN, mode: '0755' },
    { path: 'r/plain/skill.json', text: '{"name":"plain","description":"d","entry":"run.sh","class":"safe"}' },
    { path: 'r/plain/run.sh', text: RUN, mode: '0755' },
  ];
  if (example !== undefined) files.push({ path: 'r/deep/examples/one.json', text: example });
  buildTree(base, { files });
  return `${base}/r`;
}

type Diag = { rule: string; file: string; message: string };

function noBug(r: { stderr: string; stdout: string; code: number | null }): void {
  expect(r.stderr).not.toMatch(/unexpected failure|this is a bug|RangeError|Maximum call stack/);
  expect(r.stdout).not.toMatch(/this is a bug|Maximum call stack/);
  expect(r.code === 0 || r.code === 1).toBe(true);
}

function validateJson(root: string): Diag[] {
  const r = runCli(['validate', '--format', 'json', root], { timeoutMs: 60_000 });
  noBug(r);
  const diags = (JSON.parse(r.stdout) as { diagnostics: Diag[] }).diagnostics;
  expect(diags.some((d) => d.file.endsWith('plain/skill.json'))).toBe(true);
  for (const d of diags.filter((x) => x.rule === 'check-failed')) {
    expect(d.file).toMatch(/deep\/skill\.json$/);
    expect(d.message).not.toMatch(/bug/);
  }
  return diags;
}

describe.each([1000, 3000, 9999])('a schema %i levels deep', (depth) => {
  it('validate keeps both reports, with and without an example to check', () => {
    validateJson(twoSkills(deepSchema(depth)));
    removeBase(base);
    const diags = validateJson(twoSkills(deepSchema(depth), '{"a":[[1]]}'));
    const failed = diags.filter((d) => d.rule === 'check-failed');
    for (const d of failed) expect(d.message).toMatch(/its schema, nested \d+ deep, exceeds what the JSON Schema checker \(ajv\) can follow/);
  }, 130_000);

  it('list --tools gives every tool, the deep parameters whole', () => {
    const r = runCli(['list', '--tools', 'openai', twoSkills(deepSchema(depth))], { timeoutMs: 60_000 });
    noBug(r);
    expect(r.code).toBe(0);
    const tools = JSON.parse(r.stdout) as Array<{ function: { name: string; parameters: unknown } }>;
    expect(tools.map((t) => t.function.name)).toEqual(['deep', 'plain']);
    expect(nestingDepth(tools[0].function.parameters)).toBe(depth);
  }, 70_000);

  it('scan --json gives both skills, the schema whole, in text that grows with the input, not its square', () => {
    const r = runCli(['scan', '--json', twoSkills(deepSchema(depth))], { timeoutMs: 60_000 });
    noBug(r);
    expect(r.code).toBe(0);
    const doc = JSON.parse(r.stdout) as { skills: Array<{ name: string; schema: unknown }> };
    expect(doc.skills.map((s) => s.name)).toEqual(['deep', 'plain']);
    expect(nestingDepth(doc.skills[0].schema)).toBe(depth);
    expect(r.stdout.length).toBeLessThan(deepSchema(depth).length * 4 + 20_000);
  }, 70_000);

  it('run checks what it can and otherwise runs the skill, as the manager does, with a note', () => {
    const r = runCli(['run', '--dir', twoSkills(deepSchema(depth)), 'deep'], { input: '{}', timeoutMs: 60_000 });
    noBug(r);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('{"ok":1}\n');
    if (depth > 1000 || r.stderr.includes('not checked')) {
      expect(r.stderr).toMatch(/note: the args were not checked against the schema of "deep": it is nested \d+ deep, more than the check \(ajv\) can follow; the manager never checks args, so the skill runs/);
    }
  }, 70_000);
});

describe('a schema that refers back to itself ({"$ref":"#"})', () => {
  const SELF = '{"$ref":"#"}';

  it('validate without examples: no bug, both files reported', () => {
    validateJson(twoSkills(SELF));
  }, 70_000);

  it('validate with an example: a check-failed on that file naming the $ref, never a crash', () => {
    const diags = validateJson(twoSkills(SELF, '{}'));
    const failed = diags.filter((d) => d.rule === 'check-failed');
    expect(failed).toHaveLength(1);
    expect(failed[0].message).toMatch(/refers back to itself without going into the value \(like \{"\$ref":"#"\}\)/);
  }, 70_000);

  it('run runs it, as the manager does, with a note saying why the args were not checked', () => {
    const r = runCli(['run', '--dir', twoSkills(SELF), 'deep'], { input: '{"x":1}', timeoutMs: 60_000 });
    noBug(r);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('{"ok":1}\n');
    expect(r.stderr).toContain('note: the args were not checked against the schema of "deep": it refers back to itself without going into the args (like {"$ref":"#"}), so the check never ends; the manager never checks args, so the skill runs');
  }, 70_000);

  it('a $ref that descends still checks args nested 5,000 deep, and refuses a mismatch', () => {
    const root = twoSkills('{"type":"object","properties":{"a":{"$ref":"#"}},"additionalProperties":false}');
    const good = '{"a":'.repeat(5000) + '{}' + '}'.repeat(5000);
    const ok = runCli(['run', '--dir', root, 'deep'], { input: good, timeoutMs: 60_000 });
    noBug(ok);
    expect(ok.stdout).toBe('{"ok":1}\n');
    const bad = runCli(['run', '--dir', root, 'deep'], { input: '{"a":{"b":1}}', timeoutMs: 60_000 });
    expect(bad.code).toBe(2);
    expect(bad.stderr).toMatch(/args do not match the schema of "deep"/);
  }, 70_000);
});
