// --fix on a manifest the manager refuses (bad name, no description): the
// entry's own fixes are made too (the entry is the same file once the
// manifest is mended), and a fix a rule cannot make says so, one
// `note: not fixed:` line each, under --fix and --fix-dry-run alike.
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => removeBase(base));

function tree(files: Array<{ path: string; text: string; mode?: string }>): string {
  base = tempBase();
  buildTree(base, { files });
  return base;
}

const notFixed = (stderr: string): string[] => stderr.split('\n').filter((l) => l.startsWith('note: not fixed: '));

describe('--fix beyond the manager\'s first failure', () => {
  it('adds the #! line and the x bit of an entry whose manifest the manager refuses', () => {
    const dir = tree([
      { path: 's/Bad-Name/skill.json', text: '{"name":"Bad-Name","entry":"run.sh","timeout_seconds":5}\n' },
      { path: 's/Bad-Name/run.sh', text: "echo '{}'\n", mode: '0644' },
    ]);
    const r = runCli(['validate', 's', '--fix'], { cwd: dir });
    expect(r.stderr).toContain('[name-format]');
    expect(r.stderr).toMatch(/^fixed: s\/Bad-Name\/skill\.json:1:\d+ {2}added #!\/bin\/sh {2}\[entry-no-shebang\]$/m);
    expect(r.stderr).toMatch(/^fixed: s\/Bad-Name\/skill\.json:1:\d+ {2}chmod 0644 -> 0755 \(the entry is executable\) {2}\[entry-not-executable\]$/m);
    expect(r.stderr).toContain('note: --fix: fixed 3 problems in 2 files; 1 problem left (below)');
    expect(readFileSync(path.join(dir, 's/Bad-Name/run.sh'), 'utf8')).toBe("#!/bin/sh\necho '{}'\n");
    expect(statSync(path.join(dir, 's/Bad-Name/run.sh')).mode & 0o777).toBe(0o755);
    expect(r.stdout).toContain('[description-required]');
    expect(r.stdout).not.toContain('[entry-');
    expect(r.code).toBe(1);
  });

  it('a fix the rule cannot make is one `not fixed` line with why, under --fix and --fix-dry-run', () => {
    const dir = tree([
      { path: 's/noext/skill.json', text: '{"name":"noext","entry":"run"}\n' },
      { path: 's/noext/run', text: "echo '{}'\n", mode: '0755' },
    ]);
    const dry = runCli(['validate', 's', '--fix-dry-run'], { cwd: dir });
    const want = /^note: not fixed: s\/noext\/skill\.json:1:\d+ {2}\[entry-no-shebang\] no #! line is known for a file without an extension: add the interpreter's yourself$/;
    expect(notFixed(dry.stderr)).toHaveLength(1);
    expect(notFixed(dry.stderr)[0]).toMatch(want);
    const fix = runCli(['validate', 's', '--fix'], { cwd: dir });
    expect(notFixed(fix.stderr)).toHaveLength(1);
    expect(notFixed(fix.stderr)[0]).toMatch(want);
    expect(fix.stderr).toContain('note: --fix: nothing to fix; 2 problems left (below)');
  });

  it('a name --fix cannot take because another skill has it', () => {
    const dir = tree([
      { path: 's/a/skill.json', text: '{"name":"Disk-Report","description":"d","entry":"run.sh"}\n' },
      { path: 's/a/run.sh', text: "#!/bin/sh\necho '{}'\n", mode: '0755' },
      { path: 's/b/skill.json', text: '{"name":"disk_report","description":"d","entry":"run.sh"}\n' },
      { path: 's/b/run.sh', text: "#!/bin/sh\necho '{}'\n", mode: '0755' },
    ]);
    const r = runCli(['validate', 's', '--fix'], { cwd: dir });
    expect(notFixed(r.stderr)).toEqual([expect.stringMatching(/^note: not fixed: s\/a\/skill\.json:1:\d+ {2}\[name-format\] the name "disk_report" is taken/)]);
  });
});
