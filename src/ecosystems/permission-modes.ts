// A persona's permission_mode values (docs/manager.md#classes-and-personas, docs/ecosystems.md#personas): the manager enforces none; `run`'s gate
// and the persona rules read this one list.
export const PERMISSION_MODES = ['read-only', 'mutating-with-confirm', 'dual-sign-required'] as const;

export type PermissionMode = (typeof PERMISSION_MODES)[number];
