// The golden test files next to a skill (`<skill>/tests/*.test.json`, the
// files `test` runs; README "test"), read for validate's test-file rules:
// regular files only (a link is not followed, as `test`'s own walk does
// not), capped reads that never block, parsed by `test`'s own parser
// (golden/test-file.ts) so both commands agree on every problem.
import { readdirSync } from 'node:fs';
import { keptHas, keptListing } from '../source/listings.js';
import { type BStr, fromBStr, fsPath, toBStr } from '../go/bytes.js';
import { type JsonNode, parseGoJson } from '../go/gojson.js';
import { dir, join } from '../go/gopath.js';
import { ARGS_FILE_CAP, TEST_FILE_CAP, type TestCase, type TestFile, parseTestFile } from '../golden/test-file.js';
import { member } from '../golden/json-node.js';
import { readCapped } from '../source/read-capped.js';
import type { SourceFile } from '../source/where.js';

/** More test files than this in one tests/ folder are not read (validate stays bounded). */
const MAX_FILES = 1000;

export interface TestFileFacts {
  file: SourceFile;
  /** Why the file could not be read; else `parsed` is set. */
  unreadable?: string;
  parsed?: TestFile;
}

/** A case's args as JSON, where they are written; or why they cannot be had. */
export type CaseArgs = { file: SourceFile; node: JsonNode } | { unreadable: string; offset: number } | { notJson: true };

/** The test files in `skillDir`/tests. */
function testFileNames(skillDir: BStr): BStr[] {
  // The loader's walk listed the skill's folder (and tests/ when it is a real folder): no readdir then.
  if (keptHas(skillDir, 'tests') === false) return [];
  const folder = join(skillDir, 'tests');
  try {
    return (keptListing(folder) ?? (readdirSync(fsPath(folder), { encoding: 'latin1', withFileTypes: true }) as unknown as Array<{ name: string; isFile(): boolean }>))
      .filter((e) => e.isFile() && e.name.endsWith('.test.json'))
      .map((e) => join(folder, e.name))
      .sort()
      .slice(0, MAX_FILES);
  } catch {
    return [];
  }
}

/** The test files of the skill in `skillDir`, read and parsed. */
export function readTestFiles(skillDir: BStr): TestFileFacts[] {
  return testFileNames(skillDir).map((path) => {
    const bytes = readCapped(fsPath(path), TEST_FILE_CAP);
    if (typeof bytes === 'string') return { file: { path }, unreadable: bytes };
    const src = bytes.toString('latin1');
    const parsed = parseTestFile(src);
    const tree = parseGoJson(src);
    return { file: { path, src, tree: tree.ok ? tree.value : undefined }, parsed };
  });
}

/** The args a case sends: inline, or read from its args_file (relative to the test file). */
export function caseArgs(t: TestFileFacts, c: TestCase): CaseArgs | undefined {
  const inline = member(c.caseNode, 'args');
  if (inline) return { file: t.file, node: inline };
  if (c.argsFile === undefined) return undefined;
  const name = toBStr(c.argsFile);
  const path = name.startsWith('/') ? name : join(dir(t.file.path), name);
  const bytes = readCapped(fsPath(path), ARGS_FILE_CAP);
  const at = member(c.caseNode, 'args_file')!.start;
  if (typeof bytes === 'string') return { unreadable: bytes, offset: at };
  const src = bytes.toString('latin1');
  const parsed = parseGoJson(src);
  return parsed.ok ? { file: { path, src, tree: parsed.value }, node: parsed.value } : { notJson: true };
}

/**
 * Whether the file's cases are this skill's: parsed, and not naming
 * another skill with `skill` (then `test` runs them against that one, and
 * they are checked with it, not here).
 */
export function ownTestFile(t: TestFileFacts, m: { manifest: { name: BStr } }): boolean {
  return t.parsed !== undefined && (t.parsed.skill === undefined || t.parsed.skill === fromBStr(m.manifest.name));
}
