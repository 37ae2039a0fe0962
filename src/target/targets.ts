// Where a skill is judged to run (docs/target.md): `manager-image`, the
// ongrid manager's container as described by manager-image.json, or `host`,
// this machine. Validate's default is the image, since that is where the
// manager runs skills.
export const TARGET_NAMES = ['manager-image', 'host'] as const;
export type TargetName = (typeof TARGET_NAMES)[number];
export const DEFAULT_TARGET: TargetName = 'manager-image';

export function isTargetName(value: unknown): value is TargetName {
  return (TARGET_NAMES as readonly unknown[]).includes(value);
}
