// What a rule's `fix` returns (docs/commands/validate.md): data, never a write. Text edits are byte ranges of the file
// as read, so indentation, key order and final newline stay; a mode change names its bits.
import type { BStr } from '../../go/bytes.js';
import type { JsonMember, JsonNode } from '../../go/gojson.js';
import type { ManifestField } from '../../loader/manifest.js';
import type { ManifestContext, Where } from '../rule.js';

export interface TextEdit {
  start: number;
  end: number;
  text: BStr;
}

/** The file a non-manifest fix was computed from: its identity and bytes. The writer changes that very file, reached
 * without following links, or nothing (io/checked-file.ts). */
export interface Checked {
  /** st_dev:st_ino as the check saw it. */
  id: string;
  /** The bytes the check read from the start of the file; the file must still start with them. */
  head?: BStr;
  /** A folder (a mode change only): it must still be a folder, reached without following links. */
  directory?: boolean;
}

export type FixChange =
  | {
      kind: 'edit';
      file: BStr;
      checked?: Checked;
      /** The bytes the offsets refer to, when the rule read them; else the engine reads the file. */
      src?: BStr;
      /** A skill.json: the result must decode exactly as before except for these fields (fix-plan.ts checks). */
      manifest?: { changes: ManifestField[] };
      edits: TextEdit[];
    }
  | { kind: 'mode'; file: BStr; checked?: Checked; from: number; to: number };

export interface Fix {
  summary: string;
  changes: FixChange[];
}

/** A fix the rule would make but cannot for this finding: why, for a `not fixed:` line. */
export interface NotFixed {
  notFixed: string;
}

export interface FixInput<A> {
  m: ManifestContext;
  args: A;
  where: Where;
  /** Whether a skill name is taken (registered, built in, or claimed by another fix); claims it when free. */
  claimName(name: string): boolean;
}

export function manifestFix(m: ManifestContext, summary: string, edits: TextEdit[], changes: ManifestField[] = []): Fix | undefined {
  if (m.file.src === undefined) return undefined;
  return { summary, changes: [{ kind: 'edit', file: m.file.path, src: m.file.src, manifest: { changes }, edits }] };
}

/** The JSON text of an ASCII string (names, keys and classes a fix writes are ASCII). */
export function jsonString(s: string): BStr {
  return JSON.stringify(s);
}

/** Rename a member's key in place: the quoted key token is replaced, nothing around it. */
export function renameKey(member: JsonMember, key: string): TextEdit {
  return { start: member.keyStart, end: member.keyEnd, text: jsonString(key) };
}

export function replaceValue(node: JsonNode, text: BStr): TextEdit {
  return { start: node.start, end: node.end, text };
}

/** Remove a member with its comma: from after the previous value to this one's end (the next line keeps its
 * indentation); the first member from its key to the next key. */
export function removeMember(parent: JsonNode & { kind: 'object' }, index: number): TextEdit {
  const m = parent.members[index];
  if (index > 0) return { start: parent.members[index - 1].value.end, end: m.value.end, text: '' };
  const next = parent.members[1];
  if (next) return { start: m.keyStart, end: next.keyStart, text: '' };
  // The only member: keep the braces and what is inside them but the member.
  return { start: m.keyStart, end: m.value.end, text: '' };
}

/** The object holding the member whose key starts at `keyStart`, and its index (an explicit stack: depth is the input's). */
export function memberAt(tree: JsonNode, keyStart: number): { parent: JsonNode & { kind: 'object' }; index: number } | undefined {
  const stack: JsonNode[] = [tree];
  while (stack.length > 0) {
    const node = stack.pop()!;
    if (keyStart < node.start || keyStart >= node.end) continue;
    if (node.kind === 'object') {
      const index = node.members.findIndex((mm) => mm.keyStart === keyStart);
      if (index >= 0) return { parent: node, index };
      for (const mm of node.members) stack.push(mm.value);
    } else if (node.kind === 'array') {
      for (const item of node.items) stack.push(item);
    }
  }
  return undefined;
}

export function applyEdits(src: BStr, edits: readonly TextEdit[]): BStr {
  let out = src;
  for (const e of [...edits].sort((a, b) => b.start - a.start)) out = out.slice(0, e.start) + e.text + out.slice(e.end);
  return out;
}

/** Whether two edits touch the same bytes (two insertions at one place count: their order would be a guess). */
export function editsOverlap(a: TextEdit, b: TextEdit): boolean {
  return a.start === b.start || (a.start < b.end && b.start < a.end);
}
