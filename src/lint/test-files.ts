// The golden test files beside a skill (docs/commands/test.md), read for validate as `test` reads them: regular
// files inside the skill's folder, no link followed, capped non-blocking reads, `test`'s own parser.
import { listInside } from '../source/list-inside.js';
import { type BStr, fromBStr, toBStr } from '../go/bytes.js';
import { type JsonNode, parseGoJson } from '../go/gojson.js';
import { dir, join } from '../go/gopath.js';
import { ARGS_FILE_CAP, TEST_FILE_CAP, type TestCase, type TestFile, parseTestFile } from '../golden/test-file.js';
import { member } from '../golden/json-node.js';
import { readCappedInside } from '../source/read-capped.js';
import type { Escape } from '../source/read-inside.js';
import type { SourceFile } from '../source/where.js';

/** More test files than this in one tests/ folder are not read (validate stays bounded). */
const MAX_FILES = 1000;

export interface TestFileFacts {
  file: SourceFile;
  skillDir: BStr;
  /** The file (or the tests/ folder) leads out of the skill's folder: not read. */
  escape?: Escape;
  unreadable?: string;
  parsed?: TestFile;
}

/** A case's args as JSON, where they are written; or why they cannot be had. */
export type CaseArgs = { file: SourceFile; node: JsonNode } | { unreadable: string; offset: number } | { escape: Escape; offset: number } | { notJson: true };

/** The test files of the skill in `skillDir`, read and parsed; a tests/ folder that leads out of it is one escape. */
export function readTestFiles(skillDir: BStr): TestFileFacts[] {
  const listed = listInside(skillDir, 'tests', '.test.json');
  if ('escape' in listed) return [{ file: { path: join(skillDir, 'tests') }, skillDir, escape: listed.escape }];
  return listed.files.slice(0, MAX_FILES).map((path) => {
    const bytes = readCappedInside(skillDir, path, TEST_FILE_CAP);
    if (typeof bytes === 'string') return { file: { path }, skillDir, unreadable: bytes };
    if (!Buffer.isBuffer(bytes)) return { file: { path }, skillDir, escape: bytes };
    const src = bytes.toString('latin1');
    const parsed = parseTestFile(src);
    const tree = parseGoJson(src);
    return { file: { path, src, tree: tree.ok ? tree.value : undefined }, skillDir, parsed };
  });
}

/** The args a case sends: inline, or read from its args_file (relative to the test file). */
export function caseArgs(t: TestFileFacts, c: TestCase): CaseArgs | undefined {
  const inline = member(c.caseNode, 'args');
  if (inline) return { file: t.file, node: inline };
  if (c.argsFile === undefined) return undefined;
  const name = toBStr(c.argsFile);
  const path = name.startsWith('/') ? name : join(dir(t.file.path), name);
  // Relative or absolute, it must lead inside the skill's folder: else it is a finding, never a read.
  const bytes = readCappedInside(t.skillDir, path, ARGS_FILE_CAP);
  const at = member(c.caseNode, 'args_file')!.start;
  if (typeof bytes === 'string') return { unreadable: bytes, offset: at };
  if (!Buffer.isBuffer(bytes)) return { escape: bytes, offset: at };
  const src = bytes.toString('latin1');
  const parsed = parseGoJson(src);
  return parsed.ok ? { file: { path, src, tree: parsed.value }, node: parsed.value } : { notJson: true };
}

/** Whether the file's cases are this skill's: parsed, and not naming another skill with `skill`. */
export function ownTestFile(t: TestFileFacts, m: { manifest: { name: BStr } }): boolean {
  return t.parsed !== undefined && (t.parsed.skill === undefined || t.parsed.skill === fromBStr(m.manifest.name));
}
