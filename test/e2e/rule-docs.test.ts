// `rules` and `explain RULE`: generated from the rule
// objects, one snapshot document per case; every rule explains itself.
import { describe, expect, it } from 'vitest';
import { runCli } from '../helpers/cli.js';
import { cliDocument } from '../helpers/doc.js';
import { RULES } from '../../src/lint/rules/index.js';
import { ruleDoc } from '../../src/lint/rule-docs.js';

async function doc(args: string[], snapshot: string): Promise<ReturnType<typeof runCli>> {
  const r = runCli(args);
  await expect(cliDocument(`ongrid-skills ${args.join(' ')}`, r)).toMatchFileSnapshot(`./__snapshots__/rule-docs/${snapshot}.md`);
  return r;
}

describe('rules', () => {
  it('lists every rule with its level, tier and help', async () => {
    const r = await doc(['rules'], 'rules');
    expect(r.code).toBe(0);
    for (const rule of RULES) expect(r.stdout).toMatch(new RegExp(`^${rule.id} +\\S.* (load|validate) +${rule.help.slice(0, 20).replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm'));
  });

  it('--json gives the same list as data', () => {
    const r = runCli(['rules', '--json']);
    expect(r.code).toBe(0);
    const list = JSON.parse(r.stdout) as Array<{ id: string; tier: string; help: string; helpUri?: string }>;
    expect(list.map((x) => x.id)).toEqual(RULES.map((x) => x.id));
    expect(list.find((x) => x.id === 'manifest-blocks')?.tier).toBe('load');
    expect(list.find((x) => x.id === 'bom')).toMatchObject({ tier: 'validate', level: 'error', help: RULES.find((x) => x.id === 'bom')?.help });
    // A link only where package.json names a repository (rule-links.test.ts).
    expect(list[0].helpUri ?? 'docs/rules/manifest-unreadable.md').toMatch(/docs\/rules\/manifest-unreadable\.md$/);
  });
});

describe('explain', () => {
  it('explains a rule with rich text', async () => {
    const r = await doc(['explain', 'unknown-key'], 'explain-unknown-key');
    expect(r.code).toBe(0);
  });

  it('explains an off-by-default rule from its group', async () => {
    const r = await doc(['explain', 'provider-gemini'], 'explain-provider-gemini');
    expect(r.code).toBe(0);
  });

  it('takes the [rule-id] tag as printed in findings', () => {
    expect(runCli(['explain', '[bom]']).code).toBe(0);
  });

  it('answers an unknown rule with a did-you-mean and exit 2', async () => {
    const r = await doc(['explain', 'unkown-key'], 'explain-unknown');
    expect(r.code).toBe(2);
    expect(r.stderr).toContain('did you mean unknown-key?');
  });

  it('has something to say for every rule', () => {
    for (const rule of RULES) {
      const d = ruleDoc(rule);
      expect(d.why.length, rule.id).toBeGreaterThan(20);
      expect(d.howto.length, rule.id).toBeGreaterThan(20);
      expect(d.example.length, rule.id).toBeGreaterThan(10);
    }
  });
});
