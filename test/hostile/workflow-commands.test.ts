// Folder names, skill names, descriptions, test case names and a skill's own
// output that carry GitHub workflow commands after a line break: when the
// output is for a GitHub runner (a github format, or GITHUB_ACTIONS=true),
// a reader of the runner's syntax finds only our own annotations on stdout
// and nothing on stderr; otherwise the loader lines stay byte-exact.
import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { removeBase, tempBase } from '../helpers/tree.js';
import { type WorkflowCommand, workflowCommands } from '../helpers/workflow-commands.js';

let base: string;
let skills: string;

const RUN_SH = `#!/bin/sh
cat >/dev/null
printf '::add-mask::leak\\n::error::from-skill\\n##[add-mask]v1\\n' >&2
printf '{"r":"a\\n::error::in-result"}\\n'
`;

/** Folder name (a line break then a command) -> the skill.json it holds. */
const PLANTED: Record<string, string> = {
  'a\n::error::x': '{"name":"inj_a","description":"d","entry":"run.sh","timeout_seconds":5,"clas":"safe"}',
  'b\n::add-mask::': '{"name":',
  'c\n::stop-commands::tok': '{"name":"inj_c","description":"d","entry":"missing.sh"}',
  'd\r::notice::cr': '{"name":"x\\n::error::name","description":"d","entry":"run.sh"}',
  'e\n  ##[add-mask]v1': '{"name":"inj_e","description":"d\\n::error::desc","entry":"missing.sh"}',
  'f\n\u00a0::error::nbsp': '{"name":"inj_f","entry":"missing.sh"}',
};

beforeAll(() => {
  base = tempBase();
  skills = path.join(base, 'skills');
  mkdirSync(path.join(base, '.git'));
  mkdirSync(path.join(skills, 'ok', 'tests'), { recursive: true });
  writeFileSync(path.join(skills, 'ok', 'skill.json'), '{"name":"hello_ok","description":"says hi\\n::warning::from-description","entry":"run.sh","timeout_seconds":5,"class":"safe"}');
  writeFileSync(path.join(skills, 'ok', 'run.sh'), RUN_SH);
  chmodSync(path.join(skills, 'ok', 'run.sh'), 0o755);
  writeFileSync(
    path.join(skills, 'ok', 'tests', 'cases.test.json'),
    '{"cases":[{"name":"n\\n::error::case-name","args":{},"expect":{"ok":true,"result":{"r":"x\\n::add-mask::expected"}}}]}',
  );
  for (const [dir, manifest] of Object.entries(PLANTED)) {
    mkdirSync(path.join(skills, dir));
    writeFileSync(path.join(skills, dir, 'skill.json'), manifest);
  }
});
afterAll(() => removeBase(base));

/** Our own annotations: an error, warning or notice on a file, titled by us. */
const ours = (c: WorkflowCommand): boolean => ['error', 'warning', 'notice'].includes(c.name) && /^file=[^,]*,line=\d+,col=\d+,title=ongrid-skills /.test(c.props);

const RUNS: Array<{ args: string[]; github?: boolean; annotates?: boolean }> = [
  { args: ['validate', '--format', 'github', 'skills'], annotates: true },
  { args: ['validate', 'skills'], github: true },
  { args: ['validate', '--format', 'json', 'skills'], github: true },
  { args: ['validate', '--format', 'sarif', 'skills'], github: true },
  { args: ['validate', '--format', 'github', 'skills'], github: true, annotates: true },
  { args: ['scan', '$SKILLS'], github: true },
  { args: ['list', 'skills'], github: true },
  { args: ['list', '--tools', 'openai', 'skills'], github: true },
  { args: ['run', '--verbose', 'hello_ok', '--dir', '$SKILLS'], github: true },
  { args: ['test', '--reporter', 'github', 'skills'], annotates: true },
  { args: ['test', 'skills'], github: true },
];

describe('workflow commands from the scanned tree', () => {
  for (const { args, github, annotates } of RUNS) {
    it(`${args.join(' ')}${github ? ' with GITHUB_ACTIONS=true' : ''}: only our own annotations are commands`, () => {
      const argv = args.map((a) => (a === '$SKILLS' ? skills : a));
      const r = runCli(argv, { cwd: base, env: { GITHUB_ACTIONS: github ? 'true' : undefined }, input: '{}' });
      expect(r.code).not.toBeNull();
      expect(r.stderr + r.stdout).not.toMatch(/unexpected failure/);
      expect(workflowCommands(r.stderr)).toEqual([]);
      const out = workflowCommands(r.stdout);
      expect(out.filter((c) => !ours(c))).toEqual([]);
      if (annotates) expect(out.length).toBeGreaterThan(0);
      else expect(out).toEqual([]);
    });
  }

  it('the loader lines stay one line each for the runner, with GitHub escapes, and byte-exact otherwise', () => {
    const forRunner = runCli(['scan', skills], { cwd: base, env: { GITHUB_ACTIONS: 'true' } });
    expect(forRunner.stderr).toContain(`skill loader: parse ${skills}/b%0A::add-mask::/skill.json: decode: unexpected end of JSON input\n`);
    const plain = runCli(['scan', skills], { cwd: base, env: { GITHUB_ACTIONS: undefined } });
    expect(plain.stderr).toContain(`skill loader: parse ${skills}/b\n::add-mask::/skill.json: decode: unexpected end of JSON input\n`);
    // The reader is not blind: the byte-exact form, off a runner, does carry the planted commands.
    expect(workflowCommands(plain.stderr).map((c) => c.name)).toEqual(expect.arrayContaining(['error', 'add-mask', 'stop-commands']));
  });

  it('the guard holds across writes cut inside a line or a wide space', async () => {
    const { WorkflowGuard } = await import('../../src/io/workflow-guard.js');
    const g = new WorkflowGuard();
    const pieces = ['ok\n \xc2', '\xa0', ':', ':error::x\n#', '#', '[add-mask]y\n'].map((s) => Buffer.from(s, 'latin1'));
    const out = Buffer.concat(pieces.map((p) => g.neutralise(p))).toString('utf8');
    expect(workflowCommands(out)).toEqual([]);
  });
});
