// Reads fixtures/validate/<rule-id>/expect.json: the diagnostics each
// fixture plants (paths relative to its folder) and extra cases that need
// their own invocation (a linked root, a config, providers, a FIFO...).
import { cpSync, existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(fileURLToPath(new URL('../..', import.meta.url)));
export const FIXTURES = path.join(REPO, 'fixtures/validate');

export interface Expected {
  rule: string;
  file: string;
  line: number;
  column: number;
}

export interface FixtureCase {
  args?: string[];
  cwd?: string;
  env?: Record<string, string>;
  made?: boolean;
  diagnostics: Expected[] | string;
}

export interface Fixture {
  rule: string;
  dir: string;
  diagnostics: Expected[];
  make?: Array<{ fifo?: string; deep?: string }>;
  cases: FixtureCase[];
}

export function fixtures(): Fixture[] {
  return readdirSync(FIXTURES)
    .filter((name) => existsSync(path.join(FIXTURES, name, 'expect.json')))
    .sort()
    .map((rule) => {
      const doc = JSON.parse(readFileSync(path.join(FIXTURES, rule, 'expect.json'), 'utf8')) as Omit<Fixture, 'rule' | 'dir'>;
      return { rule, dir: path.join(FIXTURES, rule), diagnostics: doc.diagnostics, make: doc.make, cases: doc.cases ?? [] };
    });
}

/** Diagnostics reduced to what tests assert: rule, file, line, column; in a stable order. */
export function positions(ds: ReadonlyArray<{ rule: string; file: string; line: number; column: number }>): string[] {
  return ds.map((d) => `${d.file}:${d.line}:${d.column} ${d.rule}`).sort();
}

export function copyFixture(f: Fixture, into: string): string {
  const dest = path.join(into, f.rule);
  cpSync(f.dir, dest, { recursive: true, verbatimSymlinks: true });
  return dest;
}
