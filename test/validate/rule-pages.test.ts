// docs/rules/ is the user's reference: one page per rule, generated from the
// rule's own file by `npm run docs:rules` (scripts/rule-table.mjs), with the
// text `explain RULE` prints, and an index of every rule in registry order.
// A page that is stale, missing or left over for a deleted rule fails here.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { ruleDoc } from '../../src/lint/rule-docs.js';
import { RULES } from '../../src/lint/rules/index.js';
import { explainText } from '../../src/commands/rules/messages.js';
import { REPO } from './fixtures.js';
import { renderRuleDocs, ruleSources, staleRuleDocs } from '../../scripts/rule-table.mjs';

const DIR = path.join(REPO, 'docs/rules');
const docs = RULES.map(ruleDoc);
const files = renderRuleDocs(docs, ruleSources(REPO));

it('has a page for every rule and an index, each as docs:rules writes it, and nothing else', () => {
  expect(files.size).toBe(RULES.length + 1);
  expect(staleRuleDocs(DIR, files), 'docs/rules/ is out of date: run npm run docs:rules').toEqual({ stale: [], extra: [] });
});

it("holds on each page the text explain prints: what it finds, why, how to fix, the example", () => {
  for (const d of docs) {
    const page = readFileSync(path.join(DIR, `${d.id}.md`), 'utf8');
    const explain = explainText(d);
    for (const part of [d.help, d.why, d.howto, d.example]) {
      expect(explain, d.id).toContain(part);
      expect(page, d.id).toContain(part);
    }
  }
});

it('lists every rule in the index, in registry order, linking its page', () => {
  const index = readFileSync(path.join(DIR, 'README.md'), 'utf8');
  const linked = [...index.matchAll(/^\| \[`([a-z0-9-]+)`\]\(([a-z0-9-]+)\.md\) \|/gm)].map((m) => [m[1], m[2]]);
  expect(linked).toEqual(RULES.map((r) => [r.id, r.id]));
});

it('documents every manifest field in the manifest reference', async () => {
  const { MANIFEST_FIELDS } = await import('../../src/loader/manifest.js');
  const manifest = readFileSync(path.join(REPO, 'docs/manifest.md'), 'utf8');
  for (const f of MANIFEST_FIELDS) expect(manifest).toMatch(new RegExp(`^\\| \`${f}\` \\|`, 'm'));
});
