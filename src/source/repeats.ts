// Whether a key comes twice in a list of object members. A manifest or a
// schema object has a handful of keys: compared pairwise, no Set is made
// (the loader's fast decoder and repeated-key ask this of every object).
// A wide object goes through a Set, so the check stays linear.

/** Past this many members a Set is cheaper than the pairwise loop. */
const PAIRWISE = 16;

export function hasRepeatedKey<T extends { key: string }>(members: readonly T[]): boolean {
  if (members.length > PAIRWISE) return new Set(members.map((m) => m.key)).size !== members.length;
  for (let i = 1; i < members.length; i++) {
    for (let j = 0; j < i; j++) if (members[i].key === members[j].key) return true;
  }
  return false;
}
