// What `init --ci` writes, run for real on a project `init` scaffolded with a
// safe, a mutating and a dangerous skill: every `run:` step of the generated
// GitHub workflow (parsed from its YAML, run as GitHub runs a step: bash -e,
// in the checkout), not GitHub itself, and the generated pre-commit config by
// Debian's pre-commit in a temporary git repository. The CLI comes from a
// tarball `npm pack` made: through the pinned `ongrid-skills@VERSION` (the
// project has that version installed, so npx needs no registry) and through
// `--from TARBALL`.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { runCli } from '../helpers/cli.js';
import { npmEnv, packTarball, REPO } from '../helpers/pack.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const VERSION = (JSON.parse(readFileSync(path.join(REPO, 'package.json'), 'utf8')) as { version: string }).version;
const HAVE_PRE_COMMIT = spawnSync('pre-commit', ['--version']).status === 0;
if (!HAVE_PRE_COMMIT) console.warn('skipping the generated pre-commit config test: `pre-commit` is not installed (apt-get install pre-commit)');

const base = tempBase();
let tarball = '';
beforeAll(() => {
  tarball = packTarball(base);
}, 120_000);
afterAll(() => removeBase(base));

const env = () => npmEnv(base, { CI: 'true', GITHUB_ACTIONS: 'true', PRE_COMMIT_HOME: path.join(base, 'pre-commit-home'), PRE_COMMIT_COLOR: 'never' });

function sh(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: env() });
  return { code: r.status, out: `${r.stdout}${r.stderr}` };
}

/** A project folder with a safe, a mutating and a dangerous skill, as `init` writes them. */
function scaffold(name: string): string {
  const project = path.join(base, name);
  mkdirSync(project, { recursive: true });
  for (const [dir, cls] of [['skills/disk_report', 'safe'], ['skills/restart_web', 'mutating'], ['skills/wipe_cache', 'dangerous']]) {
    const r = runCli(['init', dir, '--class', cls, '--yes'], { cwd: project });
    expect(r.code, r.stderr).toBe(0);
  }
  return project;
}

/** Each `run:` step of the workflow, as GitHub runs it (bash -e, in the checkout); the first that fails, or none. */
function runSteps(project: string): { steps: string[]; failed?: { step: string; code: number | null; out: string } } {
  const workflow = parse(readFileSync(path.join(project, '.github/workflows/ongrid-skills.yml'), 'utf8')) as { jobs: Record<string, { steps: Array<{ run?: string }> }> };
  const steps = Object.values(workflow.jobs).flatMap((j) => j.steps.flatMap((s) => (s.run === undefined ? [] : [s.run])));
  for (const step of steps) {
    const r = sh('bash', ['-e', '-c', step], project);
    if (r.code !== 0) return { steps, failed: { step, code: r.code, out: r.out } };
  }
  return { steps };
}

describe('init --ci github, run step by step', () => {
  it('the pinned workflow passes on a scaffolded project with mutating and dangerous skills', () => {
    const project = scaffold('pinned');
    writeFileSync(path.join(project, 'package.json'), '{"name":"skills-project","private":true}\n');
    expect(sh('npm', ['install', '--no-save', tarball], project).code).toBe(0);
    expect(runCli(['init', '--ci', 'github'], { cwd: project }).code).toBe(0);
    const { steps, failed } = runSteps(project);
    expect(steps).toHaveLength(2);
    for (const s of steps) expect(s).toMatch(new RegExp(`^npx --yes ongrid-skills@${VERSION.replace(/\./g, '\\.')} `));
    expect(failed).toBeUndefined();
  }, 300_000);

  it('--from TARBALL: the workflow installs that package and passes', () => {
    const project = scaffold('from');
    mkdirSync(path.join(project, 'vendor'));
    copyFileSync(tarball, path.join(project, 'vendor/ongrid-skills.tgz'));
    expect(runCli(['init', '--ci', 'github', '--from', './vendor/ongrid-skills.tgz'], { cwd: project }).code).toBe(0);
    const { steps, failed } = runSteps(project);
    for (const s of steps) expect(s).toMatch(/^npx --yes --package \.\/vendor\/ongrid-skills\.tgz ongrid-skills /);
    expect(failed).toBeUndefined();
  }, 300_000);
});

describe.skipIf(!HAVE_PRE_COMMIT)('init --ci pre-commit, run by pre-commit', () => {
  it('the generated hooks pass on the scaffolded project, and fail once a skill breaks', () => {
    const project = scaffold('hooked');
    mkdirSync(path.join(project, 'vendor'));
    copyFileSync(tarball, path.join(project, 'vendor/ongrid-skills.tgz'));
    expect(runCli(['init', '--ci', 'pre-commit', '--from', './vendor/ongrid-skills.tgz'], { cwd: project }).code).toBe(0);
    sh('git', ['init', '-q'], project);
    sh('git', ['add', '-A'], project);
    const passed = sh('pre-commit', ['run', '--all-files'], project);
    expect(passed.out).toMatch(/ongrid-skills validate\.+Passed/);
    expect(passed.out).toMatch(/ongrid-skills test\.+Passed/);
    expect(passed.code, passed.out).toBe(0);
    writeFileSync(path.join(project, 'skills/disk_report/skill.json'), '{"name":"Disk-Report","description":"d","entry":"run.sh"}\n');
    sh('git', ['add', '-A'], project);
    const broken = sh('pre-commit', ['run', '--all-files'], project);
    expect(broken.out).toMatch(/ongrid-skills validate\.+Failed/);
    expect(broken.out).toContain('[name-format]');
    expect(broken.code).toBe(1);
  }, 300_000);
});
