// The pre-commit hook for real: Debian's pre-commit installs this repository
// (language: node: npm install, npm pack, npm install -g) and runs the hook
// in a temporary git repository with a broken skill: it fails, then passes
// once the skill is fixed. .ci/run installs pre-commit; without it (or
// without the npm registry it installs from) this test says so and skips.
import { spawnSync } from 'node:child_process';
import { writeFileSync, mkdirSync, chmodSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { BIN } from '../helpers/cli.js';
import { cliDocument } from '../helpers/doc.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const REPO = path.resolve(path.dirname(BIN), '..');
const HAVE = spawnSync('pre-commit', ['--version']).status === 0;
if (!HAVE) console.warn('skipping the pre-commit hook test: `pre-commit` is not installed (apt-get install pre-commit)');

const base = tempBase();
afterAll(() => removeBase(base));

function sh(cmd: string, args: string[], cwd: string) {
  const r = spawnSync(cmd, args, { cwd, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1', PRE_COMMIT_HOME: path.join(base, 'home'), PRE_COMMIT_COLOR: 'never' } });
  return { code: r.status, stdout: r.stdout, stderr: r.stderr };
}

describe.skipIf(!HAVE)('pre-commit try-repo', () => {
  it('fails on a broken skill and passes once it is fixed', async (ctx) => {
    const repo = path.join(base, 'repo');
    mkdirSync(path.join(repo, 'skills', 'hello'), { recursive: true });
    sh('git', ['init', '-q'], repo);
    const manifest = path.join(repo, 'skills', 'hello', 'skill.json');
    writeFileSync(manifest, '{"name":"hello","description":"says hello","entry":"run.sh","timeout_seconds":5,}\n');
    writeFileSync(path.join(repo, 'skills', 'hello', 'run.sh'), "#!/bin/sh\necho '{}'\n");
    chmodSync(path.join(repo, 'skills', 'hello', 'run.sh'), 0o755);
    sh('git', ['add', '-A'], repo);
    const args = ['try-repo', REPO, 'ongrid-skills-validate', '--all-files'];
    const broken = sh('pre-commit', args, repo);
    if (/npm (error|ERR!) (code E(AI_AGAIN|NOTFOUND|CONNREFUSED)|network)/.test(broken.stdout + broken.stderr)) {
      ctx.skip('npm could not reach the registry to install the hook');
    }
    // try-repo's banner names a temporary clone and commit; the hook's own output follows it.
    const hookOutput = (s: string) => s.slice(s.indexOf('ongrid-skills validate.'));
    expect(broken.code).toBe(1);
    await expect(cliDocument('pre-commit try-repo <repo> ongrid-skills-validate --all-files', { ...broken, stdout: hookOutput(broken.stdout) }, { [repo]: '<skills-repo>' })).toMatchFileSnapshot(
      './__snapshots__/pre-commit-broken.md',
    );
    writeFileSync(manifest, '{"name":"hello","description":"says hello","entry":"run.sh","timeout_seconds":5}\n');
    sh('git', ['add', '-A'], repo);
    const fixed = sh('pre-commit', args, repo);
    expect(fixed.code).toBe(0);
    expect(hookOutput(fixed.stdout)).toMatch(/^ongrid-skills validate\.+Passed/);
  }, 300_000);
});
