// JSON pointers (RFC 6901) over the reader's tree: diagnostics carry one,
// and positions are looked up from it when a rule has no offset at hand.
import { type BStr, fromBStr, toBStr } from '../go/bytes.js';
import type { JsonMember, JsonNode } from '../go/gojson.js';

export function escapeToken(token: string): string {
  // Most keys have neither character: checking first is cheaper than replacing nothing.
  if (!token.includes('~') && !token.includes('/')) return token;
  return token.replaceAll('~', '~0').replaceAll('/', '~1');
}

/** A pointer from raw keys/indexes (keys as byte strings). */
export function pointerOf(tokens: ReadonlyArray<BStr | number>): string {
  return tokens.map((t) => '/' + escapeToken(typeof t === 'number' ? String(t) : fromBStr(t))).join('');
}

export function splitPointer(pointer: string): string[] {
  if (pointer === '') return [];
  return pointer.slice(1).split('/').map(unescapeToken);
}

function unescapeToken(token: string): string {
  return token.includes('~') ? token.replaceAll('~1', '/').replaceAll('~0', '~') : token;
}

/** The member that wins when a key repeats: the last one (Go maps and JSON.parse agree). */
export function lastMember(node: JsonNode, key: BStr): JsonMember | undefined {
  if (node.kind !== 'object') return undefined;
  for (let i = node.members.length - 1; i >= 0; i--) if (node.members[i].key === key) return node.members[i];
  return undefined;
}

/** The byte offset a pointer names (the value's first byte, or with `key` the key's quote); a pointer running out
 * of tree stops at the deepest node reached. */
export function pointerOffset(tree: JsonNode, pointer: string, key = false): number {
  let node = tree;
  let keyStart = -1;
  // Token by token along the pointer, without splitting it into an array first (a report looks one up).
  for (let from = 1; from <= pointer.length; ) {
    const slash = pointer.indexOf('/', from);
    const end = slash === -1 ? pointer.length : slash;
    const token = unescapeToken(pointer.slice(from, end));
    from = end + 1;
    if (node.kind === 'object') {
      const m = lastMember(node, toBStr(token));
      if (!m) return node.start;
      node = m.value;
      keyStart = m.keyStart;
    } else if (node.kind === 'array' && /^(0|[1-9]\d*)$/.test(token) && Number(token) < node.items.length) {
      node = node.items[Number(token)];
      keyStart = -1;
    } else {
      return node.start;
    }
  }
  return key && keyStart >= 0 ? keyStart : node.start;
}
