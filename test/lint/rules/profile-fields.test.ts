// The Claude Code and OpenClaw field rules read fields the way those
// projects document and read them: an unquoted
// `argument-hint: [x]` is Claude Code's own documented form, OpenClaw reads
// every value as text (yes/no booleans, comma-separated lists).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { collectValidation } from '../../../src/commands/validate/index.js';
import { removeBase, tempBase } from '../../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));

async function findings(profile: 'claude-code' | 'openclaw', front: string): Promise<Array<[string, unknown]>> {
  base = tempBase();
  const dir = path.join(base, 'demo-skill');
  mkdirSync(dir);
  writeFileSync(path.join(dir, 'SKILL.md'), `---\nname: demo-skill\ndescription: Shows a demo.\n${front}---\n\nBody.\n`);
  const v = await collectValidation([dir], { profile: [profile] }, { cwd: base, env: {} });
  const rule = `${profile}-field`;
  return v.diagnostics.filter((d) => d.rule === rule).map((d) => [(d.args as { field: string }).field, (d.args as { want?: string }).want]);
}

describe('claude-code-field', () => {
  it.each([
    ['argument-hint: [apk-file-or-directory]\n'],
    ['argument-hint: [file, format]\n'],
    ['argument-hint: add [tagId] | remove [tagId]\n'],
    ['effort: xhigh\n'],
    ['arguments: [name, type]\n'],
    ['hooks:\n  Stop:\n    - hooks:\n        - type: command\n          command: ./done.sh\n'],
  ])('accepts %j', async (front) => {
    expect(await findings('claude-code', front)).toEqual([]);
  });

  it.each([
    ['argument-hint: {file: x}\n', 'argument-hint', 'text (a string)'],
    ['argument-hint: [[a, b]]\n', 'argument-hint', 'text (a string)'],
    ['hooks: [Stop]\n', 'hooks', 'a mapping'],
    ['when_to_use: [a]\n', 'when_to_use', 'a string'],
  ])('reports %j', async (front, field, want) => {
    expect(await findings('claude-code', front)).toEqual([[field, want]]);
  });
});

describe('openclaw-field', () => {
  it.each([
    ['user-invocable: "no"\n'],
    ['disable-model-invocation: YES\n'],
    ['user-invocable: 0\n'],
    ['command-dispatch: Tool\ncommand-tool: exec\n'],
    ['command-arg-mode: RAW\n'],
    ['metadata:\n  openclaw:\n    os: linux, darwin\n    requires:\n      bins: git,curl\n      env: [HOME]\n'],
    ['metadata:\n  clawdbot:\n    requires:\n      anyBins: docker\n'],
  ])('accepts %j', async (front) => {
    expect(await findings('openclaw', front)).toEqual([]);
  });

  it.each([
    ['user-invocable: maybe\n', 'user-invocable'],
    ['metadata:\n  openclaw:\n    os: linux, windows\n', 'metadata.openclaw.os'],
    ['metadata:\n  openclaw:\n    requires:\n      env: {HOME: 1}\n', 'metadata.openclaw.requires.env'],
    ['metadata:\n  openclaw:\n    always: "yes"\n', 'metadata.openclaw.always'],
  ])('reports %j', async (front, field) => {
    expect((await findings('openclaw', front)).map(([f]) => f)).toEqual([field]);
  });
});
