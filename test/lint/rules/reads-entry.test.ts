// validate reads the entries ahead, on a worker, only for rules that say
// they read them (`readsEntry`, runner/entry-prefetch.ts): a rule that calls
// `m.entry()` without saying so would still be right, only slower. Each
// rule's source is read to hold the two together.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { RULES } from '../../../src/lint/rules/index.js';

const RULES_DIR = fileURLToPath(new URL('../../../src/lint/rules/', import.meta.url));

function sources(): Map<string, string> {
  const byId = new Map<string, string>();
  for (const area of readdirSync(RULES_DIR, { withFileTypes: true })) {
    if (!area.isDirectory()) continue;
    for (const file of readdirSync(path.join(RULES_DIR, area.name))) {
      if (file.endsWith('.ts')) byId.set(file.slice(0, -3), readFileSync(path.join(RULES_DIR, area.name, file), 'utf8'));
    }
  }
  return byId;
}

describe('readsEntry', () => {
  it('is said by exactly the rules that read the entry', () => {
    const src = sources();
    const reading = RULES.filter((r) => /\.entry\(\)/.test(src.get(r.id) ?? '')).map((r) => r.id);
    expect(reading.length).toBeGreaterThan(0);
    expect(RULES.filter((r) => r.readsEntry).map((r) => r.id)).toEqual(reading);
    for (const r of RULES) expect(src.has(r.id), `${r.id} has a source file named after it`).toBe(true);
  });
});
