// `scan` as a user runs it: the built bin, real trees, exit codes, streams.
import { spawnSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { BIN, runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => base && removeBase(base));
const ok = (name: string, extra = {}) => ({ name, description: 'd', entry: 'run.sh', ...extra });
const FIXTURES = new URL('../../fixtures/skills', import.meta.url).pathname;

describe('scan', () => {
  it('prints the loader lines on stderr and the table on stdout; exit 0 when all register', () => {
    base = tempBase();
    buildTree(base, { files: [...skill('r/a', ok('alpha', { class: 'mutating', timeout_seconds: 90, category: 'ops' }))!] });
    const r = runCli(['scan', `${base}/r`]);
    expect(r.code).toBe(0);
    expect(r.stderr).toBe(`skill loader: registered subprocess skill "alpha" from ${base}/r/a/skill.json\n`);
    expect(r.stdout).toMatch(/^NAME +CLASS +CATEGORY +TIMEOUT +ENTRY\nalpha +mutating +ops +1m30s +\S+\/r\/a\/run\.sh\n/);
    expect(r.stdout).toContain('1 skill.json file found in 1 folder: 1 registered, 0 rejected');
  });

  it('exits 1 when a manifest is rejected or skipped, and explains built-in names', () => {
    base = tempBase();
    buildTree(base, { files: [...skill('r/a', '{"name":')!, ...skill('r/b', ok('web_search'))!] });
    const r = runCli(['scan', `${base}/r`]);
    expect(r.code).toBe(1);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('skill loader: '))).toEqual([
      `skill loader: parse ${base}/r/a/skill.json: decode: unexpected end of JSON input`,
      `skill loader: skill "web_search" already registered, skipping ${base}/r/b/skill.json`,
    ]);
    // The builtin-name rule's finding, in its own words (as validate says it).
    expect(r.stderr).toMatch(new RegExp(`\\nerror: ${base}/r/b/skill.json: "web_search" is the name of a manager built-in skill, .* \\[builtin-name\\]\\n`));
    expect(runCli(['scan', '--no-builtins', `${base}/r`]).stderr).not.toContain('already registered');
  });

  it('uses ONGRID_SKILLS_EXTERNAL_DIRS like the manager, warning about ":"', () => {
    base = tempBase();
    buildTree(base, { files: [...skill('r1/a', ok('one'))!, ...skill('r2/a', ok('two'))!] });
    const env = { ONGRID_SKILLS_EXTERNAL_DIRS: ` ${base}/r1 ;${base}/r2,` };
    expect(runCli(['scan'], { env, cwd: base }).stderr.match(/registered subprocess skill "(\w+)"/g)).toHaveLength(2);
    const colon = runCli(['scan'], { env: { ONGRID_SKILLS_EXTERNAL_DIRS: `${base}/r1:${base}/r2` }, cwd: base });
    expect(colon.stderr).toContain(`skill loader: dir ${base}/r1:${base}/r2 not present, skipping\n`);
    expect(colon.stderr).toMatch(/\nwarning: \$ONGRID_SKILLS_EXTERNAL_DIRS: ONGRID_SKILLS_EXTERNAL_DIRS part .* contains ":", .* \[colon-joined-dirs\]\n/);
  });

  it('falls back to the current directory with a notice', () => {
    base = tempBase();
    buildTree(base, { files: skill('a', ok('here')) });
    const r = runCli(['scan'], { cwd: base });
    expect(r.stderr).toContain(`note: no skill folders given; scanning the current directory ${base}`);
    expect(r.stderr).toContain(`registered subprocess skill "here" from ${base}/a/skill.json`);
  });

  it('reads dirs and builtins from a config file', () => {
    base = tempBase();
    buildTree(base, { files: skill('skills/a', ok('web_search')) });
    writeFileSync(`${base}/.ongrid-skillsrc.json`, JSON.stringify({ dirs: ['skills'], builtins: false }));
    const r = runCli(['scan'], { cwd: base });
    expect(r.code).toBe(0);
    expect(r.stderr).toContain(`registered subprocess skill "web_search" from ${base}/skills/a/skill.json`);
  });

  it('rejects a bad config with exit 2 naming the file and key', () => {
    base = tempBase();
    writeFileSync(`${base}/.ongrid-skillsrc.json`, JSON.stringify({ dirs: 'skills' }));
    const r = runCli(['scan'], { cwd: base });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe(`error: ${base}/.ongrid-skillsrc.json: key "dirs" must be an array of folder paths\n`);
    writeFileSync(`${base}/.ongrid-skillsrc.json`, '{"dirs": [}');
    const broken = runCli(['scan'], { cwd: base });
    expect(broken.code).toBe(2);
    expect(broken.stderr.split('\n')[0]).toMatch(/^error: .*\.ongrid-skillsrc\.json: cannot read config: /);
    expect(broken.stderr).not.toMatch(/\n\s+at /);
  });

  it('warns that a symlinked root loads nothing, and hints at absolute paths', () => {
    base = tempBase();
    buildTree(base, { files: skill('real/a', ok('x')), symlinks: [{ path: 'link', target: 'real' }] });
    const r = runCli(['scan', `${base}/link`, 'relative/dir'], { cwd: base });
    expect(r.stderr).toContain('skill loader: skip non-absolute dir "relative/dir"');
    expect(r.stderr).toContain(`error: ${base}/link: this root is a symbolic link to ${base}/real; the manager does not descend into a linked root`);
    expect(r.stderr).toMatch(/ \[symlinked-root\]\n/);
    expect(r.stderr).toContain(`hint: the manager skips relative folders; give an absolute path, e.g. ${base}/relative/dir`);
    expect(r.code).toBe(1);
  });

  it('prints {roots, skills, rejected, lines} with --json', () => {
    const r = runCli(['scan', '--json', FIXTURES]);
    const doc = JSON.parse(r.stdout);
    expect(Object.keys(doc)).toEqual(expect.arrayContaining(['roots', 'skills', 'rejected', 'lines']));
    expect(doc.skills.map((s: { name: string }) => s.name)).toEqual(['disk_cleaner', 'host_uptime', 'no_shebang']);
    expect(doc.rejected).toHaveLength(4);
    expect(doc.lines).toHaveLength(7);
    expect(r.code).toBe(1);
  });

  it('writes raw bytes of non-UTF-8 names', () => {
    base = tempBase();
    buildTree(base, { files: [{ path_b64: Buffer.from('r/\xff/skill.json', 'latin1').toString('base64'), text: '{}' }] });
    const r = runCli(['scan', `${base}/r`]);
    expect(r.stderrBytes.includes(Buffer.from(`build  (${base}/r/\xff/skill.json)`, 'latin1'))).toBe(true);
  });

  it('ends quietly when stdout is closed early', () => {
    const r = spawnSync('/bin/sh', ['-c', `"${process.execPath}" "${BIN}" scan "${FIXTURES}" 2>/dev/null | head -1`], { encoding: 'utf8' });
    expect(r.stdout).toMatch(/^NAME/);
    expect(r.stderr).toBe('');
  });

  it('answers --help with examples and --version with the package version', () => {
    expect(runCli(['scan', '--help']).stdout).toContain('Examples:');
    expect(runCli(['--version']).stdout).toMatch(/^\d+\.\d+\.\d+\n$/);
    const bad = runCli(['list', '--nope']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain("error: unknown option '--nope'");
  });
});

describe('scan arguments', () => {
  it('a mistyped option is an error with a did-you-mean (exit 2), not a folder', () => {
    const r = runCli(['scan', '--jsn', '/tmp']);
    expect(r.code).toBe(2);
    expect(r.stderr).toBe("error: unknown option '--jsn'\n(Did you mean --json?)\n(run with --help for usage)\n");
    expect(r.stdout).toBe('');
    expect(runCli(['scan', '-x']).stderr).toContain("error: unknown option '-x'");
  });

  it('takes a folder starting with "-" after "--", and skips it as relative, like the manager', () => {
    const r = runCli(['scan', '--', '-x', '--rf']);
    expect(r.stderr.split('\n').filter((l) => l.startsWith('skill loader: '))).toEqual([
      'skill loader: skip non-absolute dir "-x"',
      'skill loader: skip non-absolute dir "--rf"',
    ]);
    expect(r.code).toBe(1);
  });
});
