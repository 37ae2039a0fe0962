// What the provider rules share: the tool as the manager would send it (visible skills only,
// docs/manager.md#what-the-model-sees), and a walk over its schema with helpers to point into the manifest.
import type { BStr } from '../go/bytes.js';
import type { JsonMember, JsonNode } from '../go/gojson.js';
import { lastMember, pointerOf } from '../source/pointer.js';
import type { ManifestContext, Where } from './rule.js';

export interface SubschemaView {
  node: JsonNode & { kind: 'object' };
  depth: number;
  isRoot: boolean;
  at(keyword?: BStr): Where;
  member(keyword: BStr): JsonMember | undefined;
  /** Declared type names (the root counts as object when `type` is missing: the bridge adds it). */
  types(): string[];
}

/** The skill's name when it becomes a tool, or undefined when the model never sees it. */
export function toolName(m: ManifestContext): BStr | undefined {
  return m.tool()?.visible ? m.built!.name : undefined;
}

export function walkToolSchema(m: ManifestContext, visit: (v: SubschemaView) => void): void {
  const s = m.schema();
  if (toolName(m) === undefined || s?.node.kind !== 'object') return;
  for (const { node, path, depth } of m.subschemas()) {
    if (node.kind !== 'object') continue;
    const member = (k: BStr): JsonMember | undefined => lastMember(node, k);
    visit({
      node,
      depth,
      isRoot: path.length === 0,
      member,
      at: (keyword) => {
        const hit = keyword === undefined ? undefined : member(keyword);
        return hit
          ? { pointer: pointerOf([s.member.key, ...path, hit.key]), offset: hit.keyStart }
          : { pointer: pointerOf([s.member.key, ...path]), offset: node.start };
      },
      types: () => {
        const t = member('type')?.value;
        if (!t) return path.length === 0 ? ['object'] : [];
        if (t.kind === 'string') return [t.value];
        return t.kind === 'array' ? t.items.flatMap((i) => (i.kind === 'string' ? [i.value] : [])) : [];
      },
    });
  }
}
