// End to end through the bin: init -> validate clean -> test green -> break
// the skill -> test red with a diff -> --update -> green, for each --lang.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';

let base: string;
beforeAll(() => (base = tempBase()));
afterAll(() => removeBase(base));

const BREAK: Record<string, [string, string]> = {
  sh: ['run.sh', 'hello, %s'],
  python: ['run.py', 'hello, {name}'],
  node: ['run.js', 'hello, ${name}'],
};

describe.each(['sh', 'python', 'node'])('the author loop with --lang %s', (lang) => {
  it('init, validate, test, break, red, --update, green', () => {
    const dir = `greet_${lang}`;
    const init = runCli(['init', dir, '--lang', lang, '--yes'], { cwd: base });
    expect(init.code, init.stderr).toBe(0);
    expect(init.stderr).toContain(`created ${dir}/skill.json`);

    // The manager's image has no Node (docs/target.md): a node skill is clean on this machine only.
    const validate = runCli(['validate', dir, ...(lang === 'node' ? ['--target', 'host'] : [])], { cwd: base });
    expect(validate.stdout).toBe('no problems in 1 skill.json file\n');
    expect(validate.code).toBe(0);
    if (lang === 'node') expect(runCli(['validate', dir], { cwd: base }).stdout).toContain('[interpreter-missing]');

    const green = runCli(['test', dir], { cwd: base });
    expect(green.code, green.stdout + green.stderr).toBe(0);
    expect(green.stdout).toMatch(/^3 passed, 0 failed \(/m);

    const [file, text] = BREAK[lang];
    const entry = path.join(base, dir, file);
    writeFileSync(entry, readFileSync(entry, 'utf8').replace(text, text.replace('hello', 'bye')));
    const red = runCli(['test', dir], { cwd: base });
    expect(red.code).toBe(1);
    expect(red.stdout).toContain('✗ greets by name');
    expect(red.stdout).toContain('result /greeting: expected "hello, ana", got "bye, ana"');
    expect(red.stdout).toContain('-  "greeting": "hello, ana"\n      +  "greeting": "bye, ana"');
    expect(red.stdout).toMatch(/^1 passed, 2 failed/m);

    const update = runCli(['test', dir, '--update'], { cwd: base });
    expect(update.code).toBe(0);
    expect(update.stderr).toContain(`updated ${dir}/tests/${dir}.test.json (2 cases recorded)`);
    const again = runCli(['test', dir], { cwd: base });
    expect(again.code).toBe(0);
    expect(again.stdout).toMatch(/^3 passed, 0 failed/m);
  });
});

describe('init', () => {
  it('never overwrites a file without --force, and writes nothing then', () => {
    expect(runCli(['init', 'twice', '--yes'], { cwd: base }).code).toBe(0);
    writeFileSync(path.join(base, 'twice/README.md'), 'mine\n');
    const r = runCli(['init', 'twice', '--yes', '--lang', 'node'], { cwd: base });
    expect(r.code).toBe(2);
    expect(r.stderr).toBe('error: twice/skill.json exists; nothing was written\nhint: pass --force to replace it\n');
    expect(readFileSync(path.join(base, 'twice/README.md'), 'utf8')).toBe('mine\n');
    const forced = runCli(['init', 'twice', '--yes', '--force'], { cwd: base });
    expect(forced.code).toBe(0);
    expect(forced.stderr).toContain('replaced twice/README.md');
  });

  it('refuses names the manager would reject or skip', () => {
    expect(runCli(['init', 'x', '--name', 'Disk-Report', '--yes'], { cwd: base }).stderr).toMatch(/^error: the name "Disk-Report" is not lower_snake/);
    expect(runCli(['init', 'x', '--name', 'web_search', '--yes'], { cwd: base }).code).toBe(2);
    // Every agent tool the manager may register, not a few: validate's agent-tool-name would warn of any.
    const tool = runCli(['init', 'x', '--name', 'get_host_load', '--yes'], { cwd: base });
    expect(tool.code).toBe(2);
    expect(tool.stderr).toMatch(/^error: the name "get_host_load" is a manager agent tool/);
  });

  it('--native writes a SKILL.md that validate passes under ongrid and agentskills, saying where they conflict', () => {
    const one = runCli(['init', 'diskreport', '--native', '--yes'], { cwd: base });
    expect(one.stderr).not.toContain('note:');
    const v = runCli(['validate', 'diskreport/SKILL.md', '--profile', 'ongrid,agentskills'], { cwd: base });
    expect(v.code, v.stdout).toBe(0);
    const two = runCli(['init', 'disk_report', '--native', '--yes'], { cwd: base });
    expect(two.stderr).toContain('Agent Skills wants a kebab-case name');
    expect(runCli(['validate', 'disk_report/SKILL.md'], { cwd: base }).code).toBe(0);
  });

  it('--ci github alone adds the workflow; pre-commit the hook file', () => {
    const r = runCli(['init', '--ci', 'github'], { cwd: base });
    expect(r.code).toBe(0);
    expect(readFileSync(path.join(base, '.github/workflows/ongrid-skills.yml'), 'utf8')).toMatch(/ongrid-skills@\d+\.\d+\.\d+ test \. --no-code-config --reporter github/);
    expect(runCli(['init', '--ci', 'pre-commit'], { cwd: base }).code).toBe(0);
    expect(readFileSync(path.join(base, '.pre-commit-config.yaml'), 'utf8')).toContain('id: ongrid-skills-test');
  });

  it('a mutating skill: its tests need --yes, and say so', () => {
    expect(runCli(['init', 'restart_it', '--class', 'mutating', '--yes'], { cwd: base }).code).toBe(0);
    const refused = runCli(['test', 'restart_it'], { cwd: base });
    expect(refused.code).toBe(3);
    expect(refused.stdout).toMatch(/- greets by name/);
    expect(refused.stdout).toContain('--yes');
    expect(runCli(['test', 'restart_it', '--yes'], { cwd: base }).code).toBe(0);
  });
});
