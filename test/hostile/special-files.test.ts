// A FIFO or an endless device behind any name the tool
// reads (skill.json, SKILL.md, a persona, signature.json, examples, the
// config) is refused at once with what the manager would do; nothing hangs
// and nothing grows. Each test has its own timeout, and the CLI is killed
// past it, so a regression fails here instead of hanging the suite.
import { execFileSync } from 'node:child_process';
import { mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

const LIMIT = 15_000;
let base = '';
afterEach(() => base && removeBase(base));

const fifo = (p: string): void => {
  execFileSync('mkfifo', [p]);
};
const md = (front: string): string => `---\n${front}\n---\nbody\n`;

/** A tree with one good skill and a pack whose SKILL.md is `plant`ed. */
function packTree(plant: (file: string) => void): string {
  base = tempBase();
  buildTree(base, { files: [...skill('r/good', { name: 'good', description: 'd', entry: 'run.sh' })!] });
  mkdirSync(`${base}/r/pack/skills/du`, { recursive: true });
  writeFileSync(`${base}/r/pack/openclaw.plugin.json`, '{"id": "p", "skills": ["skills/du"]}\n');
  plant(`${base}/r/pack/skills/du/SKILL.md`);
  return `${base}/r`;
}

describe('special files behind document names', () => {
  it('a FIFO SKILL.md: scan and list finish, and say the manager would wait on it', () => {
    const root = packTree(fifo);
    for (const cmd of ['scan', 'list']) {
      const r = runCli([cmd, root], { timeoutMs: LIMIT });
      expect(r.code, `${cmd}: ${r.stderr}`).not.toBeNull();
      expect(r.stdout + r.stderr).toContain('FIFO');
      expect(r.stdout + r.stderr).toContain('waits for ever');
    }
  }, LIMIT + 5000);

  it('a SKILL.md linked to /dev/zero: validate refuses it at once, as a link out of its pack, never opened', () => {
    const root = packTree((f) => symlinkSync('/dev/zero', f));
    const r = runCli(['validate', root], { timeoutMs: LIMIT });
    expect(r.code).toBe(1);
    expect(r.stdout).toMatch(/SKILL\.md.*leads to \/dev\/zero, outside .*\[read-escapes-tree\]/);
  }, LIMIT + 5000);

  it('skill.json linked to /dev/zero: no loader line the manager would not print, a warning instead', () => {
    base = tempBase();
    buildTree(base, { files: skill('r/good', { name: 'good', description: 'd', entry: 'run.sh' }) });
    mkdirSync(`${base}/r/zero`);
    symlinkSync('/dev/zero', `${base}/r/zero/skill.json`);
    const r = runCli(['scan', `${base}/r`], { timeoutMs: LIMIT });
    expect(r.code).toBe(1);
    expect(r.stderr).not.toContain('err_out_of_range');
    expect(r.stderr.split('\n').filter((l) => l.startsWith('skill loader: '))).toEqual([
      `skill loader: registered subprocess skill "good" from ${base}/r/good/skill.json`,
    ]);
    // scan reads as the manager does, so the device is seen for what it is, and never read to the end.
    expect(r.stderr).toContain(`${base}/r/zero/skill.json: skill.json is a character device that reads without end`);
    expect(r.stderr).toContain('runs out of memory at boot');
    // validate vets the tree: a link out of the root is not even opened (docs/security.md).
    const v = runCli(['validate', `${base}/r`], { timeoutMs: LIMIT });
    expect(v.stdout).toMatch(/zero\/skill\.json:1:1 +error +skill\.json is a link that leads to \/dev\/zero.*\[manifest-blocks\]/);
  }, 2 * LIMIT + 5000);

  it('a FIFO persona: validate finishes with a finding on it, and checks the rest', () => {
    base = tempBase();
    buildTree(base, { files: [...skill('s', { name: 's', description: 'd', entry: 'run.sh', schema: { type: 'object' } })!] });
    mkdirSync(`${base}/agents`);
    fifo(`${base}/agents/ops.md`);
    writeFileSync(`${base}/agents/fine.md`, md('name: fine\ndescription: d\nwhen_to_use: w'));
    const r = runCli(['validate', base], { timeoutMs: LIMIT });
    expect(r.code, r.stderr).toBe(1);
    expect(r.stdout).toMatch(/agents\/ops\.md:1:1 +error .*FIFO.*waits for ever.*\[doc-unreadable\]/);
    expect(r.stdout).toContain('2 personas');
  }, LIMIT + 5000);

  it('a FIFO signature.json: pack verify fails with the reason instead of hanging', () => {
    base = tempBase();
    mkdirSync(`${base}/pack/skills/du`, { recursive: true });
    writeFileSync(`${base}/pack/openclaw.plugin.json`, '{"id": "p", "skills": ["skills/du"]}\n');
    writeFileSync(`${base}/pack/skills/du/SKILL.md`, md('name: du\ndescription: d'));
    fifo(`${base}/pack/signature.json`);
    const r = runCli(['pack', 'verify', `${base}/pack`], { timeoutMs: LIMIT });
    expect(r.code).toBe(1);
    expect(r.stdout + r.stderr).toContain('signature.json is a FIFO (named pipe)');
    const v = runCli(['validate', `${base}/pack`], { timeoutMs: LIMIT });
    expect(v.code).not.toBeNull();
  }, 2 * LIMIT + 5000);

  it('a config file that is a FIFO is a config error, not a hang', () => {
    base = tempBase();
    writeFileSync(`${base}/package.json`, '{}');
    fifo(`${base}/.ongrid-skillsrc.json`);
    const r = runCli(['scan', base], { cwd: base, timeoutMs: LIMIT });
    expect(r.code).toBe(2);
    expect(r.stderr).toMatch(/^error: .*\.ongrid-skillsrc\.json: cannot read config: it is a FIFO/m);
  }, LIMIT + 5000);
});
