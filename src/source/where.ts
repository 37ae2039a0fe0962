// Where a finding is: a file (its path and, once read, its bytes and JSON
// tree) and a place in it. Shared by the lint engine and by the parsers of
// native documents and packs, which record positions as they read.
import type { BStr } from '../go/bytes.js';
import type { JsonNode } from '../go/gojson.js';

/** A file a finding is in: its path and, when it could be read, its bytes and tree. */
export interface SourceFile {
  path: BStr;
  src?: BStr;
  tree?: JsonNode;
}

export interface Where {
  /** Defaults to the manifest being checked. */
  file?: SourceFile;
  pointer?: string;
  /** Byte offset in the file; else the pointer's position; else 1:1. */
  offset?: number;
  /** Point at the key of the pointer's member rather than its value. */
  key?: boolean;
  /** A position already known (markdown frontmatter); wins over the others. */
  at?: { line: number; column: number };
}
