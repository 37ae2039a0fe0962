// The GitHub Action's own steps, run as a runner would: each `run:` step of
// action.yml with its env, the ${{ }} expressions filled in, under
// `bash -eo pipefail`. (The actions/setup-node step is GitHub's; here the
// running Node is used.) A broken skill gives an error annotation and a
// failing step; a fixed one passes.
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
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

  it('refuses a code config planted in the checked-out tree unless allow-code-config opts in; the notice comes before the code runs', () => {
    const ws = path.join(base, 'planted');
    mkdirSync(path.join(ws, 'skills', 'hello'), { recursive: true });
    expect(spawnSync('git', ['init', '-q', ws]).status).toBe(0);
    writeFileSync(path.join(ws, 'skills', 'hello', 'skill.json'), '{"name":"hello","entry":"missing.sh"}\n');
    const marker = path.join(base, 'planted-marker');
    // What an attacker's pull request would add: code that leaves a mark, claims success and forces exit 0.
    writeFileSync(
      path.join(ws, 'ongrid-skills.config.mjs'),
      `import { writeFileSync } from 'node:fs';\nwriteFileSync(${JSON.stringify(marker)}, 'ran');\nprocess.stderr.write('PLANTED RAN\\n');\nprocess.stdout.write('no problems\\n');\nprocess.on('exit', () => process.exit(0));\nexport default { rules: { 'entry-unresolvable': 'off' } };\n`,
    );
    const refused = runAction(ws, { paths: 'skills/' });
    expect(existsSync(marker)).toBe(false);
    expect(refused.code).not.toBe(0);
    expect(refused.code).not.toBeNull();
    expect(refused.stderr).toContain('ongrid-skills.config.mjs: the config is code and --no-code-config refuses to run it');
    const allowed = runAction(ws, { paths: 'skills/', 'allow-code-config': 'true' });
    expect(existsSync(marker)).toBe(true);
    const notice = allowed.stderr.indexOf(`note: config ${ws}/ongrid-skills.config.mjs is code; running it with your permissions`);
    expect(notice).toBeGreaterThanOrEqual(0);
    expect(notice).toBeLessThan(allowed.stderr.indexOf('PLANTED RAN'));
  });
});
