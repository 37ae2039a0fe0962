// The README's rule table is the user's reference: every rule, in registry
// order, with its anchor, default level, tier and the rule's own help line,
// and no row for a rule that does not exist. `rules` prints the same, and
// `npm run docs:rules` (scripts/rule-table.mjs) writes the tables.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { defaultLevel, ruleDoc, tierOf } from '../../src/lint/rule-docs.js';
import { RULES } from '../../src/lint/rules/index.js';
import { REPO } from './fixtures.js';
import { renderReadme } from '../../scripts/rule-table.mjs';

const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
const STALE = 'README.md rule tables are out of date: run npm run docs:rules';

it('lists every rule with its anchor, default level, tier and help', () => {
  const rows = [...readme.matchAll(/^\| <a id="rule-([a-z0-9-]+)"><\/a>`([a-z0-9-]+)` \| ([a-z() ]+) \| (load|validate) \| (.*) \|$/gm)].map(
    (m) => ({ anchor: m[1], id: m[2], level: m[3], tier: m[4], help: m[5] }),
  );
  expect(rows, STALE).toEqual(RULES.map((r) => ({ anchor: r.id, id: r.id, level: defaultLevel(r), tier: tierOf(r), help: r.help })));
  // No row in the old form (without anchor or tier) is left behind.
  expect(readme).not.toMatch(/^\| `[a-z0-9-]+` \| (error|warn|info|off \([a-z]+\)) \| [^|]/m);
});

it('has the rule tables docs:rules writes, group headings included', () => {
  expect(renderReadme(readme, RULES.map(ruleDoc)) === readme, STALE).toBe(true);
});

it('documents every manifest field in the Manifest reference', async () => {
  const { MANIFEST_FIELDS } = await import('../../src/loader/manifest.js');
  const section = readme.split('## Manifest reference')[1]?.split('\n## ')[0] ?? '';
  for (const f of MANIFEST_FIELDS) expect(section).toMatch(new RegExp(`^\\| \`${f}\` \\|`, 'm'));
});
