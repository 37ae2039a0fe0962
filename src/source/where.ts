// Where a finding is: a file (its path and, once read, its bytes and tree) and a place in it, for the engine and parsers.
import type { BStr } from '../go/bytes.js';
import type { JsonNode } from '../go/gojson.js';

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
