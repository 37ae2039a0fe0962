// The GitHub Action's own steps, run as a runner would: each `run:` step of
// action.yml with its env, the ${{ }} expressions filled in, under
// `bash -eo pipefail`. (The actions/setup-node step is GitHub's; here the
// running Node is used.) A broken skill gives an error annotation and a
// failing step; a fixed one passes.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { BIN } from '../helpers/cli.js';
import { cliDocument } from '../helpers/doc.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const REPO = path.resolve(path.dirname(BIN), '..');
interface Step { uses?: string; run?: string; env?: Record<string, string> }
const action = parse(readFileSync(path.join(REPO, 'action.yml'), 'utf8')) as {
  inputs: Record<string, { default: string }>;
  runs: { using: string; steps: Step[] };
};

const base = tempBase();
afterAll(() => removeBase(base));

function fill(text: string, inputs: Record<string, string>): string {
  return text.replace(/\$\{\{\s*(inputs\.([\w-]+)|github\.action_path)\s*\}\}/g, (_m, _e, name?: string) => (name === undefined ? REPO : inputs[name] ?? ''));
}

/** Runs every run: step in order, as the runner would, stopping at the first that fails. */
function runAction(workspace: string, given: Record<string, string>) {
  const inputs = Object.fromEntries(Object.entries(action.inputs).map(([k, v]) => [k, given[k] ?? v.default]));
  let last = { code: 0 as number | null, stdout: '', stderr: '' };
  for (const step of action.runs.steps.filter((s) => s.run !== undefined)) {
    const env = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, fill(String(v), inputs)]));
    const r = spawnSync('bash', ['--noprofile', '--norc', '-eo', 'pipefail', '-c', fill(step.run!, inputs)], { cwd: workspace, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', ...env } });
    last = { code: r.status, stdout: r.stdout, stderr: r.stderr };
    if (r.status !== 0) break;
  }
  return last;
}

describe('action.yml', () => {
  it('is a composite action with paths, format and options inputs', () => {
    expect(action.runs.using).toBe('composite');
    expect(Object.keys(action.inputs)).toEqual(expect.arrayContaining(['paths', 'format', 'options']));
    expect(action.inputs.format.default).toBe('github');
  });

  it('annotates a broken skill and fails, then passes once it is fixed', async () => {
    const ws = path.join(base, 'ws');
    mkdirSync(path.join(ws, 'skills', 'hello'), { recursive: true });
    const manifest = path.join(ws, 'skills', 'hello', 'skill.json');
    writeFileSync(manifest, '{"name":"hello","description":"says hello","entry":"run.sh","timeout_seconds":5,"clas":"safe"}\n');
    writeFileSync(path.join(ws, 'skills', 'hello', 'run.sh'), "#!/bin/sh\necho '{}'\n");
    chmodSync(path.join(ws, 'skills', 'hello', 'run.sh'), 0o755);
    const broken = runAction(ws, { paths: 'skills/\n', options: '--max-warnings 0' });
    expect(broken.code).toBe(1);
    expect(broken.stdout).toContain('::warning file=skills/hello/skill.json');
    await expect(cliDocument('action.yml with paths: skills/, options: --max-warnings 0', broken, { [ws]: '<workspace>' })).toMatchFileSnapshot('./__snapshots__/action-broken.md');
    writeFileSync(manifest, '{"name":"hello","description":"says hello","entry":"run.sh","timeout_seconds":5,"class":"safe"}\n');
    expect(runAction(ws, { paths: 'skills/', options: '--max-warnings 0' }).code).toBe(0);
  });
});
