// A skill.json with thousands of findings of one rule: each format shows the
// rule's first 100 in the file and one summary finding ("and N more"); the
// counts, and so --max-warnings, still see every finding. (Peak RSS on the
// 1.5M-key file is measured by bench/hostile/caps.mjs.)
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { workflowCommands } from '../helpers/workflow-commands.js';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

const KEYS = 20_000;
let base: string;
beforeAll(() => {
  base = tempBase();
  buildTree(base, { files: skill('s', { name: 'many', description: 'd', entry: 'run.sh', class: 'safe', timeout_seconds: 5 }) });
  const parts = ['{"name":"many","description":"d","entry":"run.sh","class":"safe","timeout_seconds":5'];
  for (let i = 0; i < KEYS; i++) parts.push(`"k${i}":1`);
  writeFileSync(path.join(base, 's', 'skill.json'), parts.join(',') + '}');
});
afterAll(() => removeBase(base));

const SUMMARY = 'and 19,900 more unknown-key findings in this file, not shown';

describe('findings capped per file and rule', () => {
  it('text: 100 findings, one summary, every finding counted', () => {
    const r = runCli(['validate', 's'], { cwd: base });
    expect(r.code).toBe(0);
    expect(r.stdout.match(/\[unknown-key\]/g)).toHaveLength(101);
    expect(r.stdout).toContain(SUMMARY);
    expect(r.stdout).toContain(`${KEYS} problems (0 errors, ${KEYS} warnings)`);
    expect(runCli(['validate', 's', '--max-warnings', String(KEYS - 1)], { cwd: base }).code).toBe(1);
    expect(runCli(['validate', 's', '--max-warnings', String(KEYS)], { cwd: base }).code).toBe(0);
  });

  it('json, sarif and github hold the same 101 entries', () => {
    const json = JSON.parse(runCli(['validate', '--format', 'json', 's'], { cwd: base }).stdout) as { diagnostics: Array<{ rule: string; message: string; args: unknown }>; warningCount: number };
    const list = json.diagnostics.filter((d) => d.rule === 'unknown-key');
    expect(list).toHaveLength(101);
    expect(list.find((d) => d.message.startsWith(SUMMARY))?.args).toEqual({ more: KEYS - 100 });
    expect(json.warningCount).toBe(KEYS);
    const sarif = JSON.parse(runCli(['validate', '--format', 'sarif', 's'], { cwd: base }).stdout) as { runs: Array<{ results: Array<{ ruleId: string; message: { text: string } }> }> };
    const results = sarif.runs[0]!.results.filter((x) => x.ruleId === 'unknown-key');
    expect(results).toHaveLength(101);
    expect(results.some((x) => x.message.text.startsWith(SUMMARY))).toBe(true);
    const github = workflowCommands(runCli(['validate', '--format', 'github', 's'], { cwd: base }).stdout).filter((c) => c.props.includes('unknown-key'));
    expect(github).toHaveLength(101);
    expect(github.some((c) => c.data.startsWith(SUMMARY))).toBe(true);
  });
});
