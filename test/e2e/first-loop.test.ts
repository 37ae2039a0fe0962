// The first loop of a new user, one snapshot document per case:
// relative folders for run, list and --dir (scan's positionals stay the
// manager's), quiet and focused loader output, validate -o, did-you-mean
// for unknown options and providers, and an empty validate.
import { chmodSync, existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { cliDocument } from '../helpers/doc.js';
import { removeBase, tempBase } from '../helpers/tree.js';

const base = tempBase();
afterAll(() => removeBase(base));

function skill(dir: string, name: string, extra = ''): void {
  mkdirSync(path.join(base, dir), { recursive: true });
  writeFileSync(path.join(base, dir, 'skill.json'), `{"name":"${name}","description":"test ${name}","entry":"run.sh","class":"safe","timeout_seconds":5${extra}}\n`);
  writeFileSync(path.join(base, dir, 'run.sh'), `#!/bin/sh\nprintf '{"from":"${name}"}'\n`);
  chmodSync(path.join(base, dir, 'run.sh'), 0o755);
}

skill('skills/alpha', 'alpha');
skill('skills/beta', 'beta');
skill('skills/gamma', 'gamma');
skill('skills/bad', 'Bad-Name');
mkdirSync(path.join(base, 'empty'));

async function doc(args: string[], snapshot: string, input = ''): Promise<ReturnType<typeof runCli>> {
  const r = runCli(args, { cwd: base, input });
  await expect(cliDocument(`ongrid-skills ${args.join(' ')}`, r, { [base]: '<tmp>' })).toMatchFileSnapshot(`./__snapshots__/first-loop/${snapshot}.md`);
  return r;
}

describe('relative folders', () => {
  it('run --dir skills resolves against the current folder, with a note', async () => {
    const r = await doc(['run', 'alpha', '--dir', 'skills'], 'run-relative-dir');
    expect(r.code).toBe(0);
    expect(r.stdout).toBe('{"from":"alpha"}');
  });

  it('list ./skills takes the folder as a positional', async () => {
    const r = await doc(['list', './skills'], 'list-positional');
    expect(r.code).toBe(0);
    expect(r.stdout).toContain('gamma');
  });

  it("scan's positional stays the manager's: a relative one is skipped", async () => {
    const r = await doc(['scan', 'skills'], 'scan-relative-skip');
    expect(r.stderr).toContain('skill loader: skip non-absolute dir "skills"');
    expect(r.code).toBe(1);
  });

  it('scan --dir resolves like everywhere else', async () => {
    const r = await doc(['scan', '--dir', 'skills'], 'scan-relative-dir');
    expect(r.stderr).toContain('registered subprocess skill "beta"');
  });
});

describe('quiet and focused output', () => {
  it('run shows only the loader lines about the chosen skill, and a count of the rest', async () => {
    const r = await doc(['run', 'beta', '--dir', `${base}/skills`], 'run-focused');
    expect(r.stderr.split('\n').filter((l) => l.startsWith('skill loader: '))).toEqual([`skill loader: registered subprocess skill "beta" from ${base}/skills/beta/skill.json`]);
  });

  it('run --verbose shows every line; run -q no count', async () => {
    expect(runCli(['run', 'beta', '--dir', `${base}/skills`, '--verbose'], { cwd: base }).stderr.split('\n').filter((l) => l.startsWith('skill loader: '))).toHaveLength(4);
    await doc(['run', 'beta', '--dir', `${base}/skills`, '-q'], 'run-quiet');
  });

  it('list -q keeps only the failures', async () => {
    const r = await doc(['list', `${base}/skills`, '-q'], 'list-quiet');
    expect(r.stderr.split('\n').filter((l) => l.startsWith('skill loader: '))).toHaveLength(1);
  });

  it('validate -q shows errors only', async () => {
    skill('warn/one', 'warn_one', ',"version":"1"');
    const r = await doc(['validate', 'skills', 'warn', '-q'], 'validate-quiet');
    expect(r.stdout).not.toMatch(/ {2}warning {2}/);
    expect(r.stdout).toContain('[name-format]');
  });

  it('validate -o FILE writes the report there, whole, and nothing to stdout', async () => {
    const r = await doc(['validate', 'skills', '--format', 'sarif', '-o', 'out.sarif'], 'validate-output');
    expect(r.stdout).toBe('');
    expect(JSON.parse(readFileSync(path.join(base, 'out.sarif'), 'utf8')).version).toBe('2.1.0');
    expect(readdirSync(base).filter((f) => f.endsWith('.tmp'))).toEqual([]);
    const bad = await doc(['validate', 'skills', '-o', 'no/such/dir/out.txt'], 'validate-output-unwritable');
    expect(bad.code).toBe(2);
    expect(existsSync(path.join(base, 'no'))).toBe(false);
  });
});

describe('typos', () => {
  it.each([['validate', '--strcit'], ['list', '--jsno'], ['run', 'alpha', '--pretyy']])('%s %s gets a did-you-mean', (...args) => {
    const r = runCli(args, { cwd: base });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: unknown option '.*'\n\(Did you mean --\w+\?\)/);
  });

  it('--providers openia gets a did-you-mean', async () => {
    const r = await doc(['validate', 'skills', '--providers', 'openia'], 'providers-typo');
    expect(r.stderr).toContain('did you mean openai?');
  });
});

describe('empty validate', () => {
  it('is exit 2 with a clear line: a mistyped CI path must not pass', async () => {
    const r = await doc(['validate', 'empty'], 'validate-empty');
    expect(r.code).toBe(2);
  });

  it('is exit 0 with --allow-empty', async () => {
    const r = await doc(['validate', 'empty', '--allow-empty'], 'validate-empty-allowed');
    expect(r.code).toBe(0);
  });
});
