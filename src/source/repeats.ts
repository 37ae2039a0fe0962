// One Set, so the repeated-key check stays linear however wide the object (the fast decoder asks it of every object).

export function hasRepeatedKey<T extends { key: string }>(members: readonly T[]): boolean {
  return new Set(members.map((m) => m.key)).size !== members.length;
}
