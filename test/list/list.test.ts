// `list` as a user runs it: the table with what the agent sees and why
// not, the REST list (`--json`) byte for byte, `--category`, and the
// manager's loader lines on stderr.
import { afterEach, describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { buildTree, removeBase, skill, tempBase } from '../helpers/tree.js';

let base = '';
afterEach(() => {
  if (base) removeBase(base);
  base = '';
});

function tree(): string {
  base = tempBase();
  buildTree(base, {
    files: [
      ...skill('s/disk', { name: 'disk_usage', description: 'Disk usage per <mount> & folder', entry: 'run.sh', category: 'storage', timeout_seconds: 10 })!,
      ...skill('s/clean', { name: 'clean_tmp', description: 'Deletes old files', entry: 'run.sh', class: 'mutating', category: 'storage', timeout_seconds: 120 })!,
      ...skill('s/logs', { name: 'tail_logs', description: 'Tails logs', entry: 'run.sh', timeout_seconds: 60 })!,
      ...skill('s/odd', { name: 'odd_schema', description: 'Array schema', entry: 'run.sh', schema: ['x'] })!,
      ...skill('s/wipe', { name: 'wipe', description: 'Wipes', entry: 'run.sh', class: 'dangerous' })!,
    ],
  });
  return `${base}/s`;
}

describe('list', () => {
  it('a table: name, class, category, timeout, whether the agent sees it (or why not), description', () => {
    const dir = tree();
    const r = runCli(['list', '--dir', dir]);
    expect(r.code).toBe(0);
    expect(r.stdout).toBe(
      [
        'NAME        CLASS      CATEGORY  TIMEOUT  AGENT                     DESCRIPTION',
        'clean_tmp   mutating   storage   2m0s     no: mutating              Deletes old files',
        'disk_usage  safe       storage   10s      yes                       Disk usage per <mount> & folder',
        'tail_logs   safe       external  1m0s     yes (cut at 15s)          Tails logs',
        'odd_schema  safe       external  30s      no: schema not an object  Array schema',
        'wipe        dangerous  external  30s      no: dangerous             Wipes',
        '',
        '5 skills, 2 visible to the agent (legacy chat kernel only; the default graph kernel offers no skill.json skill)',
        '',
      ].join('\n'),
    );
    expect(r.stderr.split('\n').filter(Boolean).every((l) => l.startsWith('skill loader: registered subprocess skill'))).toBe(true);
  });

  it('--json: the REST list, sorted by key, encoded like the manager', () => {
    const r = runCli(['list', '--dir', tree(), '--json']);
    const item = (key: string, description: string, cls: string, category: string) =>
      `{"key":"${key}","name":"${key}","description":"${description}","class":"${cls}","scope":"manager","category":"${category}","params":[],"result_preview":"{...} (subprocess skill output)"}`;
    expect(r.stdout).toBe(
      `{"items":[${[
        item('clean_tmp', 'Deletes old files', 'mutating', 'storage'),
        item('disk_usage', 'Disk usage per \\u003cmount\\u003e \\u0026 folder', 'safe', 'storage'),
        item('odd_schema', 'Array schema', 'safe', 'external'),
        item('tail_logs', 'Tails logs', 'safe', 'external'),
        item('wipe', 'Wipes', 'dangerous', 'external'),
      ].join(',')}],"total":5}\n`,
    );
  });

  it('--category filters like the REST API, before the total', () => {
    const dir = tree();
    const doc = JSON.parse(runCli(['list', '--dir', dir, '--json', '--category', 'storage']).stdout);
    expect(doc.items.map((i: { key: string }) => i.key)).toEqual(['clean_tmp', 'disk_usage']);
    expect(doc.total).toBe(2);
    expect(runCli(['list', '--dir', dir, '--category', 'nothing']).stdout).toBe('no skills registered\n');
    expect(runCli(['list', '--dir', dir, '--tools', 'mcp', '--category', 'external']).stdout).toContain('"name":"tail_logs"');
  });

  it('rejects an unknown --tools shape with exit 2', () => {
    const r = runCli(['list', '--tools', 'cohere']);
    expect(r.code).toBe(2);
    expect(r.stderr).toContain("argument 'cohere' is invalid. Allowed choices are openai, anthropic, mcp");
  });
});
