// The manager's two decodes of frontmatter (into the struct, then map[string]any, "(raw)") in the order yaml.v3 meets
// problems: reader, parser, unmarshal errors, raw pass; the first failing step is the verdict.
import type { Shape, YamlFront, YamlIssue } from './yaml-front.js';
import type { Position } from '../source/position.js';
import { shapeIssues } from './yaml-front.js';
import { rawDecodeIssues, readerProblem, unknownAnchor } from './yaml-v3.js';

/** yaml.v3's reader decodes its input 512 bytes at a time (input_raw_buffer_size). */
const READER_CHUNK = 512;

export function decodeIssues(front: YamlFront, bytes: Buffer, shape: Shape, firstLine: number): YamlIssue[] {
  if (bytes.length === 0) return []; // the manager decodes only non-empty frontmatter
  const syntax = front.issues;
  const reader = readerProblem(bytes);
  if (reader) {
    // The reader's error surfaces once the scanner reaches the chunk holding the character.
    const chunk = bytePosition(bytes, reader.offset - (reader.offset % READER_CHUNK), firstLine);
    const first = syntax[0];
    if (!first || first.line > chunk.line || (first.line === chunk.line && first.column >= chunk.column)) {
      return [{ kind: 'syntax', message: reader.message, ...bytePosition(bytes, reader.offset, firstLine) }];
    }
  }
  if (syntax.length > 0) return syntax;
  // An alias is written with `*`: without one there is none to look up.
  const anchor = bytes.includes(0x2a) ? unknownAnchor(front.doc) : undefined;
  if (anchor) return [{ kind: 'syntax', message: `unknown anchor '${anchor.name}' referenced`, ...front.pos(anchor.node) }];
  const struct = shapeIssues(front, shape, firstLine);
  if (struct.length > 0) return struct;
  const rel = (n: Parameters<YamlFront['pos']>[0]): number => front.pos(n).line - firstLine + 1;
  return rawDecodeIssues(front.doc, rel).map((i) => ({
    kind: i.kind,
    message: i.message,
    ...front.pos(i.node),
    raw: true,
    ...(i.key === undefined ? {} : { key: i.key }),
  }));
}

function bytePosition(bytes: Buffer, offset: number, firstLine: number): Position {
  const before = bytes.subarray(0, offset);
  let line = 0;
  let start = 0;
  for (let i = before.indexOf(0x0a); i !== -1; i = before.indexOf(0x0a, i + 1)) {
    line++;
    start = i + 1;
  }
  return { line: firstLine + line, column: [...before.subarray(start).toString('utf8')].length + 1 };
}
