// The README's rule table is the user's reference: every rule, in registry
// order, with its default level, and no row for a rule that does not exist.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';
import { onByDefault } from '../../src/lint/rule.js';
import { RULES } from '../../src/lint/rules/index.js';
import { REPO } from './fixtures.js';

it('lists every rule with its default level', () => {
  const readme = readFileSync(path.join(REPO, 'README.md'), 'utf8');
  const rows = [...readme.matchAll(/^\| `([a-z0-9-]+)` \| ([a-z() ]+) \|/gm)].map((m) => `${m[1]} ${m[2]}`);
  const level = (s: string) => (s === 'warning' ? 'warn' : s);
  // Provider rules, and profile rules other than the default ongrid, are off until asked for.
  expect(rows).toEqual(RULES.map((r) => `${r.id} ${onByDefault(r) ? level(r.severity) : `off (${level(r.severity)})`}`));
});
