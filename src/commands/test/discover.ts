// Where `test` finds its files: a PATH that is a test file, or `tests/*.test.json` under a folder (links not followed,
// node_modules and .git skipped, depth and count bounded); reads capped, never blocking (a FIFO is refused).
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { UsageError } from '../../errors.js';
import { byKey } from '../../go/bytes.js';
import { notFound, tooMany } from './messages.js';

export const TEST_FILE = /\.test\.json$/;
const MAX_DEPTH = 32;
const MAX_FILES = 10_000;
const SKIP = new Set(['node_modules', '.git']);

export interface Found {
  file: string;
  /** The allowlist root its skill is loaded from: the PATH it was found under. */
  root: string;
}

export function findTestFiles(paths: string[], cwd: string): Found[] {
  const found: Found[] = [];
  for (const given of paths.length ? paths : ['.']) {
    const abs = path.resolve(cwd, given);
    let st;
    try {
      st = lstatSync(abs);
    } catch {
      throw new UsageError(notFound(given));
    }
    if (st.isFile() && TEST_FILE.test(abs)) found.push({ file: abs, root: skillFolderOf(abs) });
    else if (st.isDirectory()) walk(abs, abs, 0, found);
    else throw new UsageError(notFound(given));
  }
  const seen = new Set<string>();
  return found.filter((f) => !seen.has(f.file) && seen.add(f.file)).sort(byKey((f) => f.file));
}

/** A test file in <skill>/tests/ belongs to <skill>. */
export function skillFolderOf(file: string): string {
  const dir = path.dirname(file);
  return path.basename(dir) === 'tests' ? path.dirname(dir) : dir;
}

function walk(root: string, dir: string, depth: number, found: Found[]): void {
  // An explicit stack would not change much: the depth is bounded, not input-controlled.
  if (depth > MAX_DEPTH) return;
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return; // unreadable folders hold no tests we could run; validate reports walk errors
  }
  for (const e of entries) {
    const p = path.join(dir, e.name);
    if (e.isDirectory() && !SKIP.has(e.name)) walk(root, p, depth + 1, found);
    else if (e.isFile() && path.basename(dir) === 'tests' && TEST_FILE.test(e.name)) {
      if (found.length >= MAX_FILES) throw new UsageError(tooMany(MAX_FILES));
      found.push({ file: p, root });
    }
  }
}
