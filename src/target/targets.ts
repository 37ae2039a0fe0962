// Where a skill is judged to run (docs/target.md): `manager-image` (manager-image.json), validate's default since the
// manager runs skills there, or `host`, this machine.
export const TARGET_NAMES = ['manager-image', 'host'] as const;
export type TargetName = (typeof TARGET_NAMES)[number];
export const DEFAULT_TARGET: TargetName = 'manager-image';

export function isTargetName(value: unknown): value is TargetName {
  return (TARGET_NAMES as readonly unknown[]).includes(value);
}
