// Whether a key comes twice in a list of object members (the loader's fast
// decoder and repeated-key ask this of every object): one Set, so the check
// stays linear however wide the object.

export function hasRepeatedKey<T extends { key: string }>(members: readonly T[]): boolean {
  return new Set(members.map((m) => m.key)).size !== members.length;
}
